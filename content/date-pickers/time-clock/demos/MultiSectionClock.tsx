import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <MultiSectionDigitalClock defaultValue={dayjs('2025-01-20T16:45')} />
        </Box>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <MultiSectionDigitalClock
            defaultValue={dayjs('2025-01-20T00:02:30')}
            views={['hours', 'minutes', 'seconds']}
            timeSteps={{ hours: 1, minutes: 1, seconds: 10 }}
            ampm={false}
          />
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
