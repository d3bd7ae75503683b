import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerStepsAndSeconds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Appointment (15 min slots)"
          timeSteps={{ minutes: 15 }}
          defaultValue={dayjs('2025-03-10T14:45')}
        />
        <TimePicker
          label="Alarm with seconds"
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          defaultValue={dayjs('2025-03-10T06:30:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
