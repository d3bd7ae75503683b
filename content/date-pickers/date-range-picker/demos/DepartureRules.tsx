import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// The ferry leaves on any day but Sunday; returns are allowed every day.
const noSundayDeparture = (day: Dayjs, position: 'start' | 'end') => position === 'start' && day.day() === 0;

export default function DepartureRules() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-14'), dayjs('2026-03-22')]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5}>
        <DateRangePicker
          value={value}
          onChange={(newValue) => setValue(newValue)}
          onError={setError}
          shouldDisableDate={noSundayDeparture}
          maxDate={dayjs('2026-06-30')}
          localeText={{ start: 'Outbound', end: 'Return' }}
        />
        <Typography variant="body2" color={error[0] || error[1] ? 'error' : 'text.secondary'}>
          onError: [{String(error[0])}, {String(error[1])}]
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
