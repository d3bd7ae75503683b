import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Fiscal years with a closed ledger are disabled; the selected one is outlined instead of filled.
const closedYears = new Set([2022, 2023]);

export default function YearAndMonthButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <YearCalendar
          defaultValue={dayjs('2026-01-01')}
          minDate={dayjs('2020-01-01')}
          maxDate={dayjs('2028-12-31')}
          shouldDisableYear={(year) => closedYears.has(year.year())}
          slotProps={{
            yearButton: (ownerState) => ({
              sx: ownerState.isYearSelected
                ? { bgcolor: 'transparent !important', color: 'primary.main', outline: '2px solid' }
                : { textDecoration: ownerState.isYearDisabled ? 'line-through' : 'none' },
            }),
          }}
        />
        <MonthCalendar
          defaultValue={dayjs('2026-04-01')}
          slotProps={{
            monthButton: (ownerState) => ({
              sx: ownerState.isMonthSelected ? {} : { fontWeight: 400, color: 'text.secondary' },
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
