import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const hourlyRate = 12;

export default function ControlledDateTimeRangeField() {
  const [parking, setParking] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-06-19T08:15'),
    dayjs('2026-06-20T19:45'),
  ]);
  const [start, end] = parking;
  // Started hours are billed: 35 h 30 min costs 36 hours.
  const hours = start?.isValid() && end?.isValid() ? Math.ceil(end.diff(start, 'minute') / 60) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 560 }}>
        <SingleInputDateTimeRangeField
          label="Airport parking"
          ampm={false}
          value={parking}
          onChange={(value) => setParking(value)}
        />
        <Typography variant="body2" color="text.secondary">
          {hours == null || hours <= 0
            ? 'Enter an exit after the entry to see the price.'
            : `${hours} started hours × $${hourlyRate} = $${hours * hourlyRate}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
