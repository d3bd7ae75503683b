import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const renewal = dayjs('2026-09-14');

export default function InteractionStyles() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Picker: type or click</Typography>
          <DatePicker label="Renewal date" defaultValue={renewal} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Field: keyboard only</Typography>
          <DateField label="Renewal date" defaultValue={renewal} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Calendar: always visible</Typography>
          <DateCalendar defaultValue={renewal} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
