import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

const shiftStart = dayjs('2026-02-02T07:30');

export default function ShiftStartTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* 48 half-hour options are above the default threshold of 24: two columns. */}
        <DesktopTimePicker
          label="Shift start (columns)"
          defaultValue={shiftStart}
          timeSteps={{ minutes: 30 }}
        />
        {/* With the threshold at 48, the same options form one list of full times. */}
        <DesktopTimePicker
          label="Shift start (one list)"
          defaultValue={shiftStart}
          timeSteps={{ minutes: 30 }}
          thresholdToRenderTimeInASingleColumn={48}
        />
      </Stack>
    </LocalizationProvider>
  );
}
