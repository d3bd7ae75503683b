import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Days with a booking in October 2025, as they might come back from an API.
const booked = new Set(['2025-10-03', '2025-10-09', '2025-10-10', '2025-10-21', '2025-10-28']);

export default function HighlightedDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-10-15')}
        slotProps={{
          day: (ownerState) => {
            const isBooked = booked.has(ownerState.day.format('YYYY-MM-DD'));
            return isBooked && !ownerState.isDaySelected
              ? { sx: { bgcolor: 'warning.light', color: 'warning.contrastText' }, title: 'Booked' }
              : {};
          },
        }}
      />
    </LocalizationProvider>
  );
}
