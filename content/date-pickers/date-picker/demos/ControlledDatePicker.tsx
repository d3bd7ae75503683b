import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A 30-day notice period: the page derives the earliest move-out date from the notice date.
export default function ControlledDatePicker() {
  const [notice, setNotice] = React.useState<Dayjs | null>(dayjs('2026-05-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DatePicker label="Notice given on" value={notice} onChange={(value) => setNotice(value)} />
        <Typography variant="body2" color="text.secondary">
          {notice?.isValid()
            ? `Earliest move-out: ${notice.add(30, 'day').format('dddd, MMMM D, YYYY')}`
            : 'Enter a complete date.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
