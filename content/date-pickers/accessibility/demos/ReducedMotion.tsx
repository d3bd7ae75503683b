import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ReducedMotion() {
  const [reduce, setReduce] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Switch checked={reduce} onChange={(event) => setReduce(event.target.checked)} />}
          label="Reduce animations"
        />
        {/* Change the month with the arrows to compare the slide and the instant switch. */}
        <DateCalendar defaultValue={dayjs('2026-03-14')} reduceAnimations={reduce} />
      </Stack>
    </LocalizationProvider>
  );
}
