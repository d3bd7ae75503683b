import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const dailyRate = 58;

export default function CarRental() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-05-15T09:00'),
    dayjs('2026-05-18T17:30'),
  ]);
  const [start, end] = rental;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour') : 0;
  const billedDays = Math.ceil(hours / 24);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 460 }}>
        <DateTimeRangePicker label="Pick-up and return" value={rental} onChange={(value) => setRental(value)} />
        <Typography variant="body2" color="text.secondary">
          {hours > 0 ? `${hours} hours, billed as ${billedDays} days: $${billedDays * dailyRate}` : 'Choose both ends'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
