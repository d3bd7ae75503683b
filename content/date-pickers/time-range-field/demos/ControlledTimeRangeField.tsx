import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const shiftDay = dayjs('2026-03-02');

export default function ControlledTimeRangeField() {
  const [shift, setShift] = React.useState<DateRange<Dayjs>>([
    shiftDay.hour(9),
    shiftDay.hour(17).minute(30),
  ]);
  const [start, end] = shift;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 440 }}>
        <SingleInputTimeRangeField
          label="Shift"
          ampm={false}
          value={shift}
          onChange={(value) => setShift(value)}
        />
        <Typography variant="body2" color="text.secondary">
          {minutes == null && 'Fill in both times to see the length of the shift.'}
          {/* Both ends are on the same day: an end before the start is an invalid range. */}
          {minutes != null && minutes < 0 && 'The shift ends before it starts.'}
          {minutes != null && minutes >= 0 && `Paid time: ${Math.floor(minutes / 60)} h ${minutes % 60} min`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
