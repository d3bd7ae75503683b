import * as React from 'react';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateValidationError } from '@mui/x-date-pickers/models';

const opening = dayjs('2026-03-01');
const closing = dayjs('2026-06-30');

export default function ChangeContextError() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DatePicker
          label="Exhibition visit"
          value={value}
          minDate={opening}
          maxDate={closing}
          onChange={(newValue, context) => {
            // The context carries the validation result of the value it comes with.
            setValue(newValue);
            setError(context.validationError);
          }}
        />
        {error === null ? (
          <Alert severity="success">
            {value ? `Visit on ${value.format('dddd, MMMM D')}.` : 'Pick a day.'}
          </Alert>
        ) : (
          <Alert severity="warning">Validation error from onChange: {error}</Alert>
        )}
      </Stack>
    </LocalizationProvider>
  );
}
