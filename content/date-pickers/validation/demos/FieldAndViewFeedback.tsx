import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateValidationError } from '@mui/x-date-pickers/models';

// The same rule on a field and a calendar that share one value.
const lastDay = dayjs('2026-06-30');

export default function FieldAndViewFeedback() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-07-03'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateField
          label="Early-bird registration"
          value={value}
          onChange={setValue}
          maxDate={lastDay}
          onError={setError}
          slotProps={{ textField: { helperText: error ? `Error: ${error}` : 'Until June 30' } }}
        />
        <DateCalendar value={value} onChange={setValue} maxDate={lastDay} referenceDate={lastDay} />
      </Stack>
    </LocalizationProvider>
  );
}
