import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

const leave = [dayjs('2026-08-10'), dayjs('2026-08-21')] as const;

export default function RangeCalendarFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Approved leave (read-only)</Typography>
          <DateRangeCalendar calendars={1} defaultValue={[...leave]} readOnly />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Requests closed (disabled)</Typography>
          <DateRangeCalendar calendars={1} defaultValue={[...leave]} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
