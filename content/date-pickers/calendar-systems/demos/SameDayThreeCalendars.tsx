import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DateField } from '@mui/x-date-pickers/DateField';

// One moment in time (14 March 2026), written in the value type of each adapter.
const gregorian = dayjs('2026-03-14');
const jalali = new Date(2026, 2, 14);
const hijri = new AdapterMomentHijri().date('2026-03-14T00:00:00');

export default function SameDayThreeCalendars() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="overline">Gregorian (AdapterDayjs)</Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateField label="Date" defaultValue={gregorian} readOnly fullWidth />
        </LocalizationProvider>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="overline">Persian (AdapterDateFnsJalali)</Typography>
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
          <DateField label="Date" defaultValue={jalali} readOnly fullWidth />
        </LocalizationProvider>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
        <Typography variant="overline">Hijri (AdapterMomentHijri)</Typography>
        <LocalizationProvider dateAdapter={AdapterMomentHijri}>
          <DateField label="Date" defaultValue={hijri} readOnly fullWidth />
        </LocalizationProvider>
      </Paper>
    </Stack>
  );
}
