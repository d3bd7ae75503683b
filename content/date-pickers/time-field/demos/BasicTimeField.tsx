import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function BasicTimeField() {
  const [shiftStart, setShiftStart] = React.useState<Dayjs | null>(dayjs('2025-10-06T07:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField label="Shift start (12-hour)" value={shiftStart} onChange={setShiftStart} ampm />
        <TimeField label="Same value (24-hour)" value={shiftStart} onChange={setShiftStart} ampm={false} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Stored value: {shiftStart?.isValid() ? shiftStart.toISOString() : String(shiftStart)}
      </Typography>
    </LocalizationProvider>
  );
}
