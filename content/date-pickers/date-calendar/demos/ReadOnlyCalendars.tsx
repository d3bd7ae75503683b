import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReadOnlyCalendars() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <div>
          <Typography variant="subtitle2">readOnly: browse, but not select</Typography>
          <DateCalendar defaultValue={dayjs('2026-03-14')} readOnly />
        </div>
        <div>
          <Typography variant="subtitle2">disabled: no interaction at all</Typography>
          <DateCalendar defaultValue={dayjs('2026-03-14')} disabled />
        </div>
      </Stack>
    </LocalizationProvider>
  );
}
