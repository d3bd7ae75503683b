import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const reminder = dayjs('2025-12-01T18:00');

export default function DateTimePickerLayouts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="Date first, then clock"
          defaultValue={reminder}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
        />
        <DateTimePicker
          label="Open on the hours"
          defaultValue={reminder}
          openTo="hours"
          views={['year', 'day', 'hours', 'minutes']}
        />
      </Stack>
    </LocalizationProvider>
  );
}
