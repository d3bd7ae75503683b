import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledAndUncontrolled() {
  const [checkIn, setCheckIn] = React.useState<Dayjs | null>(dayjs('2025-06-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Stack spacing={1}>
          <DatePicker label="Check-in (controlled)" value={checkIn} onChange={setCheckIn} />
          <Typography variant="caption" color="text.secondary">
            State: {checkIn?.isValid() ? checkIn.format('YYYY-MM-DD') : 'null or invalid'}
          </Typography>
        </Stack>
        {/* The component keeps its own state; the parent only hears about changes. */}
        <DatePicker label="Check-out (uncontrolled)" defaultValue={dayjs('2025-06-15')} />
      </Stack>
    </LocalizationProvider>
  );
}
