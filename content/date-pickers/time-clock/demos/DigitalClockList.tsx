import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// The clinic closes for lunch; those slots are hidden instead of greyed out.
const isLunch = (time: dayjs.Dayjs) => time.hour() === 12;

export default function DigitalClockList() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={3}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DigitalClock defaultValue={dayjs('2025-01-20T09:30')} timeStep={30} />
        </Box>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <DigitalClock
            defaultValue={dayjs('2025-01-20T10:00')}
            timeStep={20}
            minTime={dayjs('2025-01-20T08:00')}
            maxTime={dayjs('2025-01-20T17:00')}
            shouldDisableTime={(time) => isLunch(time)}
            skipDisabled
            ampm={false}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
