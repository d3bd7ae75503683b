import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const dailyRate = 38;

// A bike rental priced per day, both ends included.
export default function ControlledRangeField() {
  const [rental, setRental] = React.useState<DateRange<Dayjs>>([dayjs('2026-06-06'), dayjs('2026-06-09')]);
  const [start, end] = rental;
  const days = start?.isValid() && end?.isValid() ? end.diff(start, 'day') + 1 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <SingleInputDateRangeField
          label="Bike rental"
          value={rental}
          onChange={(value) => setRental(value)}
        />
        <Typography variant="body2" color="text.secondary">
          {days == null || days < 1
            ? 'Enter two dates, the return after the pick-up.'
            : `${days} days × €${dailyRate} = €${days * dailyRate}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
