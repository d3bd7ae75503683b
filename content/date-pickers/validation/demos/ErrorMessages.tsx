import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const earliest = dayjs('2025-01-01');
const latest = dayjs('2025-12-31');

function describe(error: DateValidationError): string {
  switch (error) {
    case 'invalidDate':
      return 'This date does not exist.';
    case 'minDate':
      return `Pick a date on or after ${earliest.format('D MMM YYYY')}.`;
    case 'maxDate':
      return `Pick a date on or before ${latest.format('D MMM YYYY')}.`;
    case 'shouldDisableDate':
      return 'Weekends are not available.';
    default:
      return '';
  }
}

export default function ErrorMessages() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Filing date (2025, weekdays)"
        defaultValue={dayjs('2026-02-14')}
        minDate={earliest}
        maxDate={latest}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: describe(error) || 'Type or pick a weekday in 2025' } }}
      />
    </LocalizationProvider>
  );
}
