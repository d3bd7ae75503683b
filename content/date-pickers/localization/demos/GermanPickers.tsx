import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { deDE } from '@mui/x-date-pickers/locales';

// Component texts (buttons, placeholders, aria labels) come from the locale object...
const germanText = deDE.components.MuiLocalizationProvider.defaultProps.localeText;

export default function GermanPickers() {
  return (
    // ...while month names, formats and the first day of the week come from Day.js.
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanText}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Liefertermin" defaultValue={dayjs('2025-10-03')} />
        <DateTimePicker label="Abholung" defaultValue={dayjs('2025-10-03T15:30')} />
      </Stack>
    </LocalizationProvider>
  );
}
