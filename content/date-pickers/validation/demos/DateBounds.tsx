import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DateBounds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker
          label="Within the semester"
          minDate={dayjs('2025-09-01')}
          maxDate={dayjs('2026-01-31')}
          defaultValue={dayjs('2025-10-06')}
        />
        {/* Relative to today, so the allowed range moves with the calendar. */}
        <DatePicker label="Follow-up (future only)" disablePast />
        <DatePicker label="Incident date (past only)" disableFuture />
      </Stack>
    </LocalizationProvider>
  );
}
