import * as React from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function JalaliDateFns() {
  const outerTheme = useTheme();
  const rtlTheme = createTheme(outerTheme, { direction: 'rtl' });
  // The value is an ordinary Date: only its display uses the Persian calendar.
  const [value, setValue] = React.useState<Date | null>(new Date(2026, 2, 14));

  return (
    <ThemeProvider theme={rtlTheme}>
      <Stack dir="rtl" spacing={2} sx={{ maxWidth: 320 }}>
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
          <DatePicker
            label="تاریخ تحویل"
            value={value}
            onChange={(newValue) => setValue(newValue as Date | null)}
          />
        </LocalizationProvider>
        <Typography variant="body2" dir="ltr" sx={{ textAlign: 'left' }}>
          Stored as: {value && !Number.isNaN(value.getTime()) ? value.toDateString() : 'no date'}
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
