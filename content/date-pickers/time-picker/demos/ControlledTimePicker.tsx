import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Bread needs 3 h 45 min from the start of proofing: the page shows when it comes out of the oven.
export default function ControlledTimePicker() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-05-22T05:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <TimePicker
          label="Start proofing at"
          value={start}
          onChange={(value) => setStart(value)}
          ampm={false}
        />
        <Typography variant="body2" color="text.secondary">
          {start?.isValid()
            ? `Out of the oven at ${start.add(225, 'minute').format('HH:mm')}`
            : 'Enter a complete time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
