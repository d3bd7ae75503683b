import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';

export default function AlarmClockFace() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Toolbar on the left, AM and PM inside the clock face. */}
      <StaticTimePicker
        orientation="landscape"
        ampm
        ampmInClock
        defaultValue={dayjs('2026-02-02T06:45')}
        slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
