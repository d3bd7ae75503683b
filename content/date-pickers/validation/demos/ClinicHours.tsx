import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError } from '@mui/x-date-pickers/models';

const messages: Record<NonNullable<TimeValidationError>, string> = {
  invalidDate: 'This is not a valid time',
  minTime: 'The clinic opens at 8:00',
  maxTime: 'The last appointment is at 17:40',
  minutesStep: 'Appointments start every 20 minutes',
  disablePast: 'This time has passed',
  disableFuture: 'This time is in the future',
  'shouldDisableTime-hours': 'The clinic is closed at this hour',
  'shouldDisableTime-minutes': 'This minute is not available',
  'shouldDisableTime-seconds': 'This second is not available',
};

export default function ClinicHours() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {/* The date part of minTime and maxTime is ignored: these are opening hours. */}
        <TimePicker
          label="Appointment"
          defaultValue={dayjs('2026-04-14T18:00')}
          ampm={false}
          minTime={dayjs('2026-01-01T08:00')}
          maxTime={dayjs('2026-01-01T17:40')}
          minutesStep={20}
          timeSteps={{ minutes: 20 }}
          onError={setError}
          slotProps={{
            textField: { helperText: error ? messages[error] : 'Every 20 minutes, 8:00 to 17:40' },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
