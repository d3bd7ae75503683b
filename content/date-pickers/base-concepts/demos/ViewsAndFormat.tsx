import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function ViewsAndFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Billing month"
          views={['year', 'month']}
          openTo="month"
          format="MMMM YYYY"
          defaultValue={dayjs('2025-04-01')}
        />
        <DatePicker label="Issue date" format="DD/MM/YYYY" defaultValue={dayjs('2025-04-18')} />
        <TimePicker
          label="Lap time"
          views={['minutes', 'seconds']}
          format="mm:ss"
          defaultValue={dayjs('2025-04-18T00:03:27')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
