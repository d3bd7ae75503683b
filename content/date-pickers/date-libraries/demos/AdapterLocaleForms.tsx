import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { de } from 'date-fns/locale/de';
import { DateTime } from 'luxon';
import moment from 'moment';
import 'moment/locale/ja';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function AdapterLocaleForms() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {/* Day.js and Moment.js: a locale name, registered by a side-effect import */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
        <DatePicker label="Day.js, fr" defaultValue={dayjs('2026-03-14')} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="ja">
        <DatePicker label="Moment.js, ja" defaultValue={moment('2026-03-14')} />
      </LocalizationProvider>
      {/* date-fns: the locale object itself */}
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={de}>
        <DatePicker label="date-fns, de" defaultValue={new Date(2026, 2, 14)} />
      </LocalizationProvider>
      {/* Luxon: a BCP 47 string, resolved by the browser's Intl API */}
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-gb">
        <DatePicker label="Luxon, en-gb" defaultValue={DateTime.fromISO('2026-03-14')} />
      </LocalizationProvider>
    </Stack>
  );
}
