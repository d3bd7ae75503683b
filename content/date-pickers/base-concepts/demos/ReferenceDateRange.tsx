import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

// An empty range whose views open on the conference week, with the time views of each end
// starting at the hotel's check-in (15:00) and check-out (11:00) times.
const checkIn = dayjs('2026-11-16T15:00');
const checkOut = dayjs('2026-11-20T11:00');

export default function ReferenceDateRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: 520 }}>
        <DateTimeRangePicker label="Hotel stay" referenceDate={[checkIn, checkOut]} />
      </Stack>
    </LocalizationProvider>
  );
}
