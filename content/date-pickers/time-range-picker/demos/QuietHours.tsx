import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const day = dayjs('2026-01-05');

function describe([start, end]: TimeRangeValidationError) {
  if (start === 'invalidRange') return 'The end must come after the start: both times are on the same day';
  if (start === 'minutesStep' || end === 'minutesStep') return 'Use quarter hours';
  if (start || end) return `Invalid time: ${start ?? end}`;
  return 'Notifications are muted during this period';
}

export default function QuietHours() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <TimeRangePicker
          label="Quiet hours"
          ampm={false}
          minutesStep={15}
          defaultValue={[day.hour(22), day.hour(6)]}
          onError={setError}
        />
        <Typography variant="body2" color={error.some(Boolean) ? 'error' : 'text.secondary'}>
          {describe(error)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
