import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const day = dayjs('2026-10-15');

export default function WeekdayHeaders() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Default headers: one letter, so Dienstag and Donnerstag are both "D". */}
        <DateCalendar defaultValue={day} />
        <DateCalendar
          defaultValue={day}
          dayOfWeekFormatter={(weekday) => weekday.format('dd')}
          slotProps={{ calendarHeader: { format: 'MMMM YYYY' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
