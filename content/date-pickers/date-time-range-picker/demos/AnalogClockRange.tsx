import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

// The analog clock instead of the time columns on desktop: one view per unit, hours then minutes.
export default function AnalogClockRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDateTimeRangePicker
        label="Studio booking"
        defaultValue={[dayjs('2026-10-14T10:00'), dayjs('2026-10-14T13:30')]}
        viewRenderers={{ hours: renderTimeViewClock, minutes: renderTimeViewClock }}
      />
    </LocalizationProvider>
  );
}
