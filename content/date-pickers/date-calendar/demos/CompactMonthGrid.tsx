import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const payday = dayjs('2026-02-27');

export default function CompactMonthGrid() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateCalendar defaultValue={payday} />
        {/* Neighbouring days filled in, two-letter weekdays, no ring around today. */}
        <DateCalendar
          defaultValue={payday}
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
          dayOfWeekFormatter={(weekday) => weekday.format('dd')}
          disableHighlightToday
        />
      </Stack>
    </LocalizationProvider>
  );
}
