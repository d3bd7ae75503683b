import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'America/New_York';

export default function DaylightSavingGap() {
  // Clocks in New York jump from 02:00 to 03:00 on 8 March 2026.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.tz('2026-03-08T01:30:00', zone));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 380 }}>
        <DateTimePicker
          label="Night shift starts (New York)"
          value={value}
          onChange={setValue}
          timezone={zone}
          ampm={false}
        />
        <Typography variant="body2">
          {value?.isValid()
            ? `Offset on that instant: UTC${value.tz(zone).format('Z')}, as UTC: ${value.utc().format('HH:mm')}`
            : 'No valid value.'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Set the hour to 02: that wall-clock time does not exist in New York that night, and the UTC line
          shows which instant the library chose instead.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
