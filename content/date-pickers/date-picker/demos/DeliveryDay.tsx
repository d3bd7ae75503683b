import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The warehouse ships on weekdays only, and not on these public holidays.
const holidays = new Set(['2026-12-25', '2026-12-26', '2027-01-01']);

function isClosed(day: Dayjs) {
  return day.day() === 0 || day.day() === 6 || holidays.has(day.format('YYYY-MM-DD'));
}

export default function DeliveryDay() {
  const today = dayjs();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Delivery day"
          disablePast
          maxDate={today.add(6, 'week')}
          shouldDisableDate={isClosed}
          slotProps={{ textField: { helperText: 'Weekdays in the next six weeks' } }}
        />
        <DatePicker
          label="Date of last service"
          disableFuture
          minDate={dayjs('2020-01-01')}
          slotProps={{ textField: { helperText: 'Since January 2020' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
