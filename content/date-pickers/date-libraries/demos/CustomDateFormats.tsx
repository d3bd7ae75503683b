import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomDateFormats() {
  return (
    // dateFormats overrides the adapter's named formats for every component below the provider.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      dateFormats={{ keyboardDate: 'YYYY-MM-DD', normalDateWithWeekday: 'dddd D MMMM' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker label="ISO-style field" defaultValue={dayjs('2026-03-14')} />
        <StaticDatePicker defaultValue={dayjs('2026-03-14')} slotProps={{ actionBar: { actions: [] } }} />
      </Stack>
    </LocalizationProvider>
  );
}
