import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Same language family, different conventions: the first day of the week follows the locale.
const locales = [
  { code: 'en', title: 'en (United States): Sunday' },
  { code: 'en-gb', title: 'en-gb (United Kingdom): Monday' },
];

export default function FirstDayOfWeek() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {locales.map(({ code, title }) => (
        <LocalizationProvider key={code} dateAdapter={AdapterDayjs} adapterLocale={code}>
          <div>
            <Typography variant="subtitle2">{title}</Typography>
            <DateCalendar defaultValue={dayjs('2026-03-14')} />
          </div>
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
