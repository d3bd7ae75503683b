import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Bids are accepted from the opening of the auction to its close, to the minute.
const opens = dayjs('2026-10-05T09:30');
const closes = dayjs('2026-10-09T17:00');

export default function DateTimeBounds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimePicker
          label="Place the bid at"
          defaultValue={dayjs('2026-10-09T16:45')}
          minDateTime={opens}
          maxDateTime={closes}
          ampm={false}
        />
        {/* minTime/maxTime instead apply to every day: no bid before 09:30 on any day. */}
        <DateTimePicker
          label="Daily window"
          defaultValue={dayjs('2026-10-06T18:00')}
          minDate={opens}
          maxDate={closes}
          minTime={opens}
          maxTime={closes}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
