import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const freeze = [dayjs('2026-12-18T18:00'), dayjs('2027-01-04T08:00')] as const;

export default function DateTimeRangeFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <DateTimeRangePicker label="Code freeze (read-only)" defaultValue={[...freeze]} readOnly />
        <DateTimeRangePicker label="Code freeze (disabled)" defaultValue={[...freeze]} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
