import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const semester = [dayjs('2026-09-07'), dayjs('2026-12-18')] as const;

export default function RangePickerFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker label="Autumn semester (published)" defaultValue={[...semester]} readOnly />
        <DateRangePicker label="Spring semester (not open yet)" defaultValue={[null, null]} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
