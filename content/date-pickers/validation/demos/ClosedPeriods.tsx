import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The books are closed up to March 2026; 2023 was archived and can no longer be reported on.
const lastClosedMonth = dayjs('2026-03-01');
const archivedYears = new Set([2023]);

export default function ClosedPeriods() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Posting month"
          views={['year', 'month']}
          openTo="month"
          format="MMMM YYYY"
          minDate={dayjs('2025-01-01')}
          maxDate={dayjs('2026-12-31')}
          defaultValue={dayjs('2026-05-01')}
          shouldDisableMonth={(month: Dayjs) => !month.isAfter(lastClosedMonth, 'month')}
        />
        <DatePicker
          label="Report year"
          views={['year']}
          minDate={dayjs('2020-01-01')}
          maxDate={dayjs('2026-12-31')}
          defaultValue={dayjs('2025-01-01')}
          shouldDisableYear={(year: Dayjs) => archivedYears.has(year.year())}
        />
      </Stack>
    </LocalizationProvider>
  );
}
