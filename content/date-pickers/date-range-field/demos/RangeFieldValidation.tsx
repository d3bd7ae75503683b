import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

const today = dayjs().startOf('day');

export default function RangeFieldValidation() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  const [startError, endError] = error;

  let message = 'Check-in any day but Sunday, within the next year';
  if (startError === 'invalidRange' || endError === 'invalidRange') message = 'Check-out must follow check-in';
  else if (startError === 'shouldDisableDate') message = 'No check-in on Sundays';
  else if (startError === 'disablePast') message = 'Check-in cannot be in the past';
  else if (startError || endError) message = `Invalid: ${startError ?? endError}`;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 380 }}>
        <SingleInputDateRangeField
          label="Stay"
          defaultValue={[today.add(5, 'day'), today.add(2, 'day')]}
          referenceDate={today}
          disablePast
          maxDate={today.add(1, 'year')}
          shouldDisableDate={(day, position) => position === 'start' && day.day() === 0}
          onError={setError}
          helperText={message}
        />
        <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
          onError: {JSON.stringify(error)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
