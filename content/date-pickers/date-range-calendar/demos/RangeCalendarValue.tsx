import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const sprintStart = dayjs('2026-05-04');

export default function RangeCalendarValue() {
  const [sprint, setSprint] = React.useState<DateRange<Dayjs>>([sprintStart, sprintStart.add(11, 'day')]);
  const [start, end] = sprint;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Uncontrolled: the calendar keeps its range</Typography>
          <DateRangeCalendar calendars={1} defaultValue={[sprintStart, sprintStart.add(11, 'day')]} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Controlled: the page keeps it</Typography>
          <DateRangeCalendar calendars={1} value={sprint} onChange={(value) => setSprint(value)} />
          <Typography variant="body2" color="text.secondary">
            {start && end
              ? `Sprint: ${start.format('MMM D')} – ${end.format('MMM D')} (${end.diff(start, 'day') + 1} days)`
              : 'Click the last day of the sprint.'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
