import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const standup = dayjs('2025-03-10T09:15');

export default function TimePickerHourCycles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="Locale default" defaultValue={standup} />
        <TimePicker label="12-hour clock" ampm defaultValue={standup} />
        <TimePicker label="24-hour clock" ampm={false} defaultValue={standup} />
      </Stack>
    </LocalizationProvider>
  );
}
