import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { deDE } from '@mui/x-date-pickers/locales';

// German texts of the component, with the column header payslips use ("KW" for Kalenderwoche).
const localeText = {
  ...deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  calendarWeekNumberHeaderText: 'KW',
};

// The "de" Day.js locale starts weeks on Monday and numbers them as ISO 8601 does.
export default function PayrollWeekNumbers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={localeText}>
      <DateCalendar defaultValue={dayjs('2026-01-01')} displayWeekNumber fixedWeekNumber={6} />
    </LocalizationProvider>
  );
}
