import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const meeting = dayjs('2025-04-08T14:30');

export default function PickerWithDigitalClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        {/* 24 * 60 / (1 * 15) = 96 entries, not above the threshold: one list. */}
        <DesktopTimePicker
          label="One list, every 15 minutes"
          defaultValue={meeting}
          timeSteps={{ minutes: 15 }}
          thresholdToRenderTimeInASingleColumn={96}
        />
        <DesktopTimePicker label="Columns with seconds" defaultValue={meeting} views={['hours', 'minutes', 'seconds']} />
        <DesktopTimePicker
          label="Analog clock on desktop"
          defaultValue={meeting}
          viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
