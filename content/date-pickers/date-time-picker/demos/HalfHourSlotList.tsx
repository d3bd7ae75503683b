import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';

// Delivery slots every 30 minutes from 08:00 to 20:00: 25 entries, shown as a single list
// next to the calendar instead of hour and minute columns.
export default function HalfHourSlotList() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDateTimePicker
        label="Grocery delivery"
        defaultValue={dayjs('2026-02-13T18:30')}
        timeSteps={{ minutes: 30 }}
        minTime={dayjs('2026-02-13T08:00')}
        maxTime={dayjs('2026-02-13T20:00')}
        skipDisabled
        thresholdToRenderTimeInASingleColumn={48}
      />
    </LocalizationProvider>
  );
}
