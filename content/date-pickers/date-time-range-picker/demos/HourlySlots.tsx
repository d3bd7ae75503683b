import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const day = dayjs('2026-02-10');

export default function HourlySlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 460 }}>
        <DateTimeRangePicker
          label="Room booking (hours only)"
          views={['day', 'hours']}
          format="MMM D, HH:00"
          ampm={false}
          defaultValue={[day.hour(10), day.hour(12)]}
        />
        <DateTimeRangePicker
          label="Shift (15-minute steps)"
          timeSteps={{ minutes: 15 }}
          defaultValue={[day.hour(7).minute(45), day.hour(16).minute(15)]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
