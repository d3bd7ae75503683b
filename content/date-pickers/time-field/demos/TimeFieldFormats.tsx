import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const lapTime = dayjs('2025-10-06T00:01:27');
const alarm = dayjs('2025-10-06T06:30');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <TimeField label="Lap time" format="HH:mm:ss" defaultValue={lapTime} />
        <TimeField label="Alarm" format="h:mm a" defaultValue={alarm} />
        <TimeField label="Hour only" format="HH" defaultValue={alarm} helperText="Minutes keep their value" />
        <TimeField label="Spacious" format="HH:mm" formatDensity="spacious" defaultValue={alarm} />
      </Stack>
    </LocalizationProvider>
  );
}
