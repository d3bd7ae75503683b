import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// Boarding starts at 13:25: the page derives from the chosen shuttle how much time is left.
const boarding = dayjs('2026-07-11T13:25');

export default function ClockControlledValue() {
  const [shuttle, setShuttle] = React.useState<Dayjs | null>(dayjs('2026-07-11T11:40'));
  const margin = shuttle ? boarding.diff(shuttle.add(50, 'minute'), 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DigitalClock
          value={shuttle}
          onChange={setShuttle}
          timeStep={20}
          ampm={false}
          minTime={dayjs('2026-07-11T09:00')}
          maxTime={dayjs('2026-07-11T13:00')}
          skipDisabled
          sx={{ height: 240 }}
        />
        <Typography variant="body2" sx={{ maxWidth: 260 }}>
          {margin == null
            ? 'Choose a shuttle.'
            : margin >= 0
              ? `After the 50-minute ride, you reach the gate ${margin} minutes before boarding.`
              : `Too late: you arrive ${-margin} minutes after boarding starts.`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
