import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

const day = dayjs('2026-03-09');

export default function TimeRangeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TimeRangePicker
          label="Opening hours (set by head office)"
          defaultValue={[day.hour(10), day.hour(19)]}
          readOnly
        />
        <TimeRangePicker label="Holiday hours (closed)" defaultValue={[null, null]} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
