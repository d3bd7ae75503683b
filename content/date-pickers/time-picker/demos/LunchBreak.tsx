import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeView } from '@mui/x-date-pickers/models';

const day = dayjs('2026-03-14');

// No appointments during the 12:00 to 13:00 lunch break.
function duringLunch(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() === 12;
  }
  return view === 'minutes' && value.hour() === 12;
}

export default function LunchBreak() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Appointment"
          defaultValue={day.hour(9).minute(30)}
          minTime={day.hour(8)}
          maxTime={day.hour(17).minute(30)}
          shouldDisableTime={duringLunch}
          timeSteps={{ minutes: 15 }}
          skipDisabled
        />
      </Stack>
    </LocalizationProvider>
  );
}
