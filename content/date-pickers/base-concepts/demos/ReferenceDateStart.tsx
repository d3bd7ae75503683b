import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ReferenceDateStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Empty field, but the calendar opens on the first day of the summer season. */}
        <DatePicker label="Summer booking" referenceDate={dayjs('2026-06-01')} />
        {/* Picking a day keeps the reference time, so new values start at 09:00. */}
        <DateTimePicker label="Workshop start" referenceDate={dayjs('2026-06-01T09:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
