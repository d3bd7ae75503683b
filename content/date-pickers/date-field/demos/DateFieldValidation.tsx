import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateValidationError } from '@mui/x-date-pickers/models';

const today = dayjs('2025-09-15');
const earliest = today.subtract(100, 'year');
const latest = today.subtract(18, 'year');

const messages: Record<NonNullable<DateValidationError>, string> = {
  minDate: `Enter a date after ${earliest.format('YYYY')}`,
  maxDate: 'Applicants must be at least 18',
  invalidDate: 'This date does not exist',
  disableFuture: 'The date must be in the past',
  disablePast: 'The date must be in the future',
  shouldDisableDate: 'This date is not allowed',
  shouldDisableMonth: 'This month is not allowed',
  shouldDisableYear: 'This year is not allowed',
};

export default function DateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField
          label="Date of birth"
          defaultValue={dayjs('2012-04-03')}
          minDate={earliest}
          maxDate={latest}
          onError={setError}
          helperText={error ? messages[error] : `Born on or before ${latest.format('MM/DD/YYYY')}`}
        />
      </Stack>
    </LocalizationProvider>
  );
}
