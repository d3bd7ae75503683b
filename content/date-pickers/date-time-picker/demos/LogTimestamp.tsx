import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const incident = dayjs('2026-01-21T03:14:07');

export default function LogTimestamp() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Log lines carry seconds, so the search filter needs them too. */}
        <DateTimePicker
          label="Logs from"
          defaultValue={incident}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          format="YYYY-MM-DD HH:mm:ss"
          timeSteps={{ minutes: 1, seconds: 1 }}
          ampm={false}
        />
        <DateTimePicker
          label="Logs until"
          defaultValue={incident.add(10, 'minute')}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          format="YYYY-MM-DD HH:mm:ss"
          timeSteps={{ minutes: 1, seconds: 1 }}
          ampm={false}
          minDateTime={incident}
        />
      </Stack>
    </LocalizationProvider>
  );
}
