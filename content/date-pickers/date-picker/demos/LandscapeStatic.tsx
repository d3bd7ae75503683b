import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LandscapeStatic() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Inline, with the toolbar beside the calendar instead of above it. */}
      <StaticDatePicker orientation="landscape" defaultValue={dayjs('2026-03-14')} />
    </LocalizationProvider>
  );
}
