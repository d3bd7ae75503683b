import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ActionBarButtons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Clear or jump to today"
          defaultValue={dayjs('2025-04-09')}
          slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
        />
        {/* An empty list removes the bar entirely, useful for always-visible pickers. */}
        <StaticDatePicker defaultValue={dayjs('2025-04-09')} slotProps={{ actionBar: { actions: [] } }} />
      </Stack>
    </LocalizationProvider>
  );
}
