import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeView } from '@mui/x-date-pickers/models';

// The workshop is closed from 12:00 to 13:30 for lunch.
function isLunch(value: Dayjs, view: TimeView) {
  const minutes = value.hour() * 60 + value.minute();
  if (view === 'hours') {
    // Only disable an hour when every minute of it is taken: 13:00 stays open for 13:30-13:59.
    return value.hour() === 12;
  }
  return minutes >= 12 * 60 && minutes < 13 * 60 + 30;
}

export default function LunchBreakTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Drop-off time"
        defaultValue={dayjs('2026-04-14T11:30')}
        shouldDisableTime={isLunch}
        minTime={dayjs('2026-04-14T08:00')}
        maxTime={dayjs('2026-04-14T18:00')}
        timeSteps={{ minutes: 15 }}
        ampm={false}
      />
    </LocalizationProvider>
  );
}
