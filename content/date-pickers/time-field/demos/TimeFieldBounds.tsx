import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { TimeValidationError } from '@mui/x-date-pickers/models';

const day = dayjs('2025-10-06');
const opening = day.hour(9);
const closing = day.hour(17).minute(30);

function message(error: TimeValidationError) {
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'Pick a time between 9:00 and 17:30';
    case 'minutesStep':
      return 'Appointments start every 15 minutes';
    case 'shouldDisableTime-hours':
      return 'The office is closed for lunch at 12';
    case 'invalidDate':
      return 'Complete the time';
    default:
      return 'Opening hours 9:00 to 17:30';
  }
}

export default function TimeFieldBounds() {
  const [value, setValue] = React.useState<Dayjs | null>(day.hour(8).minute(10));
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimeField
          label="Appointment"
          ampm={false}
          value={value}
          onChange={setValue}
          minTime={opening}
          maxTime={closing}
          minutesStep={15}
          shouldDisableTime={(time, view) => view === 'hours' && time.hour() === 12}
          onError={setError}
          helperText={message(error)}
        />
        <Button variant="contained" disabled={error !== null || value === null} sx={{ mt: 1 }}>
          Book
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
