import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const now = dayjs().startOf('hour');

export default function MaintenanceWindow() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);
  const [accepted, setAccepted] = React.useState('Nothing scheduled');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 520 }}>
        <DateTimeRangePicker
          slots={{ field: MultiInputDateTimeRangeField }}
          defaultValue={[now.add(1, 'day').hour(21), now.add(1, 'day').hour(23).minute(30)]}
          disablePast
          minTime={now.hour(18).minute(0)}
          maxTime={now.hour(23).minute(30)}
          ampm={false}
          onError={setError}
          onAccept={([start, end]) =>
            setAccepted(start && end ? `Scheduled ${start.format('ddd HH:mm')} → ${end.format('ddd HH:mm')}` : 'Cleared')
          }
        />
        <Typography variant="body2" color={error.some(Boolean) ? 'error' : 'text.secondary'}>
          {error.some(Boolean) ? `Outside the evening window: ${error.join(', ')}` : accepted}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
