import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const monday = dayjs('2026-01-05');

export default function OpeningHours() {
  const [hours, setHours] = React.useState<DateRange<Dayjs>>([monday.hour(8).minute(30), monday.hour(18)]);
  const [open, close] = hours;
  const length = open?.isValid() && close?.isValid() ? close.diff(open, 'minute') / 60 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <TimeRangePicker label="Monday opening hours" value={hours} onChange={(value) => setHours(value)} />
        <Typography variant="body2" color="text.secondary">
          {length === null ? 'Set both times' : `Open ${length} hours`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
