import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const transfer = dayjs('2025-12-19T21:05');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimeField label="European" format="DD.MM.YYYY HH:mm" defaultValue={transfer} />
        <DateTimeField label="With weekday" format="ddd DD/MM/YYYY hh:mm a" defaultValue={transfer} />
        <DateTimeField label="Locale default, 24-hour" ampm={false} defaultValue={transfer} />
        <DateTimeField label="Sortable" format="YYYY-MM-DD HH:mm" defaultValue={transfer} />
      </Stack>
    </LocalizationProvider>
  );
}
