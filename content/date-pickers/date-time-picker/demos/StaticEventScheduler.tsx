import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function StaticEventScheduler() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        orientation="landscape"
        defaultValue={dayjs('2026-05-08T18:30')}
        slotProps={{
          // The tabs let users go back to the date after they moved on to the clock.
          tabs: { hidden: false },
          actionBar: { actions: ['today', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
