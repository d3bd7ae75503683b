import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// moment-hijri ships no TypeScript types, so the value is built through the adapter itself.
const hijri = new AdapterMomentHijri();
const appointment = hijri.date('2026-03-14T10:00:00');
// The year view fails outside the years covered by moment-hijri, so bound the pickers to them.
const bounds = {
  minDate: hijri.date('1937-03-14T00:00:00'),
  maxDate: hijri.date('2076-11-26T00:00:00'),
};

export default function HijriCalendar() {
  const outerTheme = useTheme();
  const rtlTheme = createTheme(outerTheme, { direction: 'rtl' });

  return (
    <ThemeProvider theme={rtlTheme}>
      <Stack dir="rtl" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LocalizationProvider dateAdapter={AdapterMomentHijri}>
          <DatePicker label="موعد الزيارة" defaultValue={appointment} {...bounds} />
          <DateCalendar defaultValue={appointment} {...bounds} />
        </LocalizationProvider>
      </Stack>
    </ThemeProvider>
  );
}
