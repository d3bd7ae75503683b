import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { DateTime } from 'luxon';
import moment from 'moment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Every provider below receives the same day, written in the type its library expects.
export default function OneValueFourLibraries() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Typography variant="overline">Day.js: Dayjs objects</Typography>
        <DatePicker label="Invoice date" defaultValue={dayjs('2026-03-14')} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <Typography variant="overline">date-fns: native Date objects</Typography>
        <DatePicker label="Invoice date" defaultValue={new Date(2026, 2, 14)} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterLuxon}>
        <Typography variant="overline">Luxon: DateTime objects</Typography>
        <DatePicker label="Invoice date" defaultValue={DateTime.fromISO('2026-03-14')} />
      </LocalizationProvider>
      {/* Moment keeps one global locale that other imports can change, so name it here. */}
      <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="en">
        <Typography variant="overline">Moment.js: Moment objects</Typography>
        <DatePicker label="Invoice date" defaultValue={moment('2026-03-14')} />
      </LocalizationProvider>
    </Stack>
  );
}
