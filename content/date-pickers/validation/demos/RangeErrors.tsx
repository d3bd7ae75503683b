import * as React from 'react';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function RangeErrors() {
  const [errors, setErrors] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        {/* Type an end before the start, or a date after the end of the season. */}
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          defaultValue={[dayjs('2026-06-20'), dayjs('2026-06-27')]}
          minDate={dayjs('2026-06-01')}
          maxDate={dayjs('2026-09-30')}
          onError={setErrors}
        />
        <Typography variant="body2" component="p">
          Start: {errors[0] ?? 'valid'}. End: {errors[1] ?? 'valid'}.
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
