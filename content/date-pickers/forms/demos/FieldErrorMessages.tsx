import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const earliest = dayjs('2026-01-01');

function messageFor(error: DateValidationError, value: Dayjs | null, submitted: boolean) {
  switch (error) {
    case 'invalidDate':
      return 'This date is incomplete or does not exist.';
    case 'minDate':
      return 'Claims can only cover costs from 2026 onwards.';
    case 'disableFuture':
      return 'The expense cannot be in the future.';
    default:
      // An empty value is not a picker error: "required" belongs to your form logic.
      return submitted && value === null ? 'Enter the date of the expense.' : '';
  }
}

export default function FieldErrorMessages() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);
  const [submitted, setSubmitted] = React.useState(false);

  const message = messageFor(error, value, submitted);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Expense date"
          value={value}
          onChange={setValue}
          onError={setError}
          minDate={earliest}
          disableFuture
          referenceDate={dayjs('2026-03-14')}
          slotProps={{
            textField: { required: true, error: message !== '', helperText: message || 'MM/DD/YYYY' },
          }}
        />
        <Button variant="outlined" onClick={() => setSubmitted(true)} sx={{ mt: 1 }}>
          Submit claim
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
