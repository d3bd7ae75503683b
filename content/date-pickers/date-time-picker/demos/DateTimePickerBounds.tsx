import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// A three-day conference: talks may start between 09:00 on the first day and 17:00 on the last.
const opening = dayjs('2025-11-04T09:00');
const closing = dayjs('2025-11-06T17:00');

export default function DateTimePickerBounds() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="Talk slot"
          defaultValue={dayjs('2025-11-05T10:30')}
          minDateTime={opening}
          maxDateTime={closing}
          timeSteps={{ minutes: 30 }}
          ampm={false}
        />
        <DateTimePicker
          label="Daily office hours"
          defaultValue={dayjs('2025-11-05T13:00')}
          minTime={dayjs('2025-11-05T08:00')}
          maxTime={dayjs('2025-11-05T18:00')}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
