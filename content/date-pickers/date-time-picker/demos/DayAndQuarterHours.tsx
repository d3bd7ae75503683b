import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DayAndQuarterHours() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* No year view, and minutes in steps of 15 in the time lists. */}
      <DateTimePicker
        label="Meeting room booking"
        defaultValue={dayjs('2026-03-16T10:15')}
        views={['day', 'hours', 'minutes']}
        timeSteps={{ minutes: 15 }}
        ampm={false}
      />
    </LocalizationProvider>
  );
}
