import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function WeekLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Week numbers, two-letter weekday names and neighbouring days shown. */}
        <DateCalendar
          defaultValue={dayjs('2026-03-14')}
          displayWeekNumber
          showDaysOutsideCurrentMonth
          dayOfWeekFormatter={(weekday) => weekday.format('dd')}
        />
        {/* Always six rows, so the calendar height does not jump between months. */}
        <DateCalendar defaultValue={dayjs('2026-02-14')} showDaysOutsideCurrentMonth fixedWeekNumber={6} />
      </Stack>
    </LocalizationProvider>
  );
}
