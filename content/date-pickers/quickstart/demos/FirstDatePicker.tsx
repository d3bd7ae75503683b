import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FirstDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-09-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Delivery date" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2" color="text.secondary">
          {/* Formatting an invalid Dayjs object would print "Invalid Date", so check first. */}
          Selected:{' '}
          {value == null
            ? 'nothing yet'
            : value.isValid()
              ? value.format('dddd, D MMMM YYYY')
              : 'invalid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
