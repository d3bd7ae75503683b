import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ReadOnlyAndDisabled() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Editable" defaultValue={dayjs('2026-03-14')} />
        {/* Focusable and readable, but the value cannot change. */}
        <DatePicker label="Read-only" defaultValue={dayjs('2026-03-14')} readOnly />
        {/* Greyed out and out of the tab order. */}
        <DatePicker label="Disabled" defaultValue={dayjs('2026-03-14')} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
