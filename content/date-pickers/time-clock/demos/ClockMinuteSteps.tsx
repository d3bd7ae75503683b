import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function ClockMinuteSteps() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14T14:15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* AM/PM inside the face, minutes in steps of 5, arrows to switch views. */}
        <TimeClock value={value} onChange={setValue} ampm ampmInClock minutesStep={5} showViewSwitcher />
        <Typography variant="body2">{value?.isValid() ? value.format('h:mm A') : 'No time'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
