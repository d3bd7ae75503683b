import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function OpeningButtonAtStart() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Start date"
          defaultValue={dayjs('2026-09-01')}
          slotProps={{ field: { openPickerButtonPosition: 'start' } }}
        />
        <DateTimePicker
          label="Webinar"
          defaultValue={dayjs('2026-09-01T16:00')}
          slotProps={{
            field: { openPickerButtonPosition: 'start', clearable: true, clearButtonPosition: 'end' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
