import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// Seatings every 15 minutes from 18:00 to 21:45: skipDisabled hides the rest of the day
// instead of listing greyed-out hours.
const evening = dayjs('2026-12-31');

export default function DinnerSeatingSections() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiSectionDigitalClock
        defaultValue={evening.hour(19).minute(30)}
        minTime={evening.hour(18)}
        maxTime={evening.hour(21).minute(45)}
        timeSteps={{ minutes: 15 }}
        skipDisabled
        ampm
      />
    </LocalizationProvider>
  );
}
