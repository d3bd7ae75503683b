import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import moment from 'moment-jalaali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Registers the Persian month and weekday names used by the Jalaali calendar.
moment.loadPersian({ dialect: 'persian-modern' });

export default function JalaaliMoment() {
  const outerTheme = useTheme();
  const rtlTheme = createTheme(outerTheme, { direction: 'rtl' });

  return (
    <ThemeProvider theme={rtlTheme}>
      <div dir="rtl">
        <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
          <DateTimePicker label="شروع جلسه" defaultValue={moment('2026-03-14T09:30:00')} />
        </LocalizationProvider>
      </div>
    </ThemeProvider>
  );
}
