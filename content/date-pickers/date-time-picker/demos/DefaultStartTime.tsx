import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Workshops start at 9:00 unless the organiser says otherwise.
const nineOClock = dayjs('2026-09-14T09:00');

export default function DefaultStartTime() {
  const [start, setStart] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Workshop start" value={start} onChange={setStart} referenceDate={nineOClock} />
        <Typography variant="body2">
          Stored value: {start?.isValid() ? start.format('YYYY-MM-DD HH:mm') : 'empty'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
