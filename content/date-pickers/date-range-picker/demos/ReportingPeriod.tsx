import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function ReportingPeriod() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Reporting period"
        name="period"
        defaultValue={[dayjs('2026-01-05'), dayjs('2026-01-18')]}
        format="D MMM YYYY"
        formatDensity="spacious"
        displayWeekNumber
        // The report reloads on OK only, so selecting both ends keeps the popup open.
        closeOnSelect={false}
        slotProps={{
          actionBar: { actions: ['clear', 'cancel', 'accept'] },
          textField: { helperText: 'Weeks are numbered in the calendar' },
        }}
      />
    </LocalizationProvider>
  );
}
