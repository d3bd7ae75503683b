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

export default function ValueKeepsItsZone() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2026-03-14T08:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 380 }}>
        {/* Edited in Paris time, stored in UTC. */}
        <DateTimePicker
          label="Delivery slot (Paris time)"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          timezone="Europe/Paris"
        />
        <Typography variant="body2">
          Value in state: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm [UTC]Z') : 'none'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Same instant in Paris:{' '}
          {value?.isValid() ? value.tz('Europe/Paris').format('YYYY-MM-DD HH:mm [UTC]Z') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
