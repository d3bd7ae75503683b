import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

// A trip across a month boundary: with two calendars both ends are visible at once.
export default function TwoMonthTrip() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Camper van rental"
        calendars={2}
        defaultValue={[dayjs('2026-07-27T10:00'), dayjs('2026-08-09T16:00')]}
      />
    </LocalizationProvider>
  );
}
