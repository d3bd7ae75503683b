import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Trips run from April to October, and the 2027 season is not open for booking yet.
const offSeason = (month: Dayjs) => month.month() < 3 || month.month() > 9;
const notOpenYet = (year: Dayjs) => year.year() === 2027;

export default function MonthAndYearRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Trip month"
          views={['year', 'month']}
          openTo="month"
          defaultValue={dayjs('2026-05-01')}
          minDate={dayjs('2026-01-01')}
          maxDate={dayjs('2028-12-31')}
          shouldDisableMonth={offSeason}
          shouldDisableYear={notOpenYet}
          monthsPerRow={4}
          slotProps={{
            monthButton: (ownerState) => ({
              sx: ownerState.isMonthDisabled ? { textDecoration: 'line-through' } : {},
            }),
          }}
        />
        <DatePicker
          label="Founding year"
          views={['year']}
          defaultValue={dayjs('2008-01-01')}
          minDate={dayjs('1990-01-01')}
          maxDate={dayjs('2026-12-31')}
          yearsOrder="desc"
          yearsPerRow={4}
        />
      </Stack>
    </LocalizationProvider>
  );
}
