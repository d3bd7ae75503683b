import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const holidays = new Set(['2025-12-25', '2025-12-26', '2026-01-01']);

// Keep callbacks cheap: the calendar calls them for every visible day, often more than once.
const isClosed = (day: Dayjs) => day.day() === 0 || day.day() === 6 || holidays.has(day.format('YYYY-MM-DD'));

export default function DisableSpecificDates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Business day" shouldDisableDate={isClosed} defaultValue={dayjs('2025-12-22')} />
        <DatePicker
          label="Month outside summer"
          views={['year', 'month']}
          shouldDisableMonth={(month) => [5, 6, 7].includes(month.month())}
          defaultValue={dayjs('2025-09-01')}
        />
        <DatePicker
          label="Leap year"
          views={['year']}
          shouldDisableYear={(year) =>
            !(year.year() % 4 === 0 && (year.year() % 100 !== 0 || year.year() % 400 === 0))
          }
          defaultValue={dayjs('2024-01-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
