import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Public holidays on which the clinic is closed.
const holidays = new Set(['2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25']);

const isClosed = (day: Dayjs) => day.day() === 0 || holidays.has(day.format('YYYY-MM-DD'));

export default function ClosedDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar
          defaultValue={dayjs('2026-04-08')}
          shouldDisableDate={isClosed}
          slotProps={{
            // Holidays get a strike-through on top of the disabled look, so users see why.
            day: (ownerState) =>
              holidays.has(ownerState.day.format('YYYY-MM-DD'))
                ? { sx: { textDecoration: 'line-through' }, title: 'Public holiday' }
                : {},
          }}
        />
        <Typography variant="body2" color="text.secondary">
          Closed on Sundays and public holidays (struck through).
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
