import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function KeyboardCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-05-14'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateCalendar value={value} onChange={setValue} />
        {/* aria-live lets screen readers announce the new choice without moving focus. */}
        <Typography variant="body2" aria-live="polite" sx={{ maxWidth: 220 }}>
          Click a day, then use the arrow keys, Home, End, Page Up and Page Down. Selected:{' '}
          {value ? value.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
