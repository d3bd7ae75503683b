import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

const delayedDeparture = dayjs('2026-03-02T14:35:20');

export default function ClockStartViewAndStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Adjust the delay (opens on minutes)
          </Typography>
          {/* The hour is rarely wrong, so the clock starts on the minute hand. */}
          <TimeClock
            defaultValue={delayedDeparture}
            views={['hours', 'minutes', 'seconds']}
            openTo="minutes"
            ampm={false}
          />
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="p">
            Scheduled time (read-only)
          </Typography>
          <TimeClock defaultValue={delayedDeparture} readOnly ampm={false} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
