import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  const [period, setPeriod] = React.useState<Dayjs>(dayjs('2024-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="subtitle2">Report period: {period.format('MMMM YYYY')}</Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {/* Both calendars edit the same value: each only changes its own unit. */}
          <YearCalendar
            value={period}
            onChange={setPeriod}
            minDate={dayjs('2015-01-01')}
            maxDate={dayjs('2026-12-31')}
            yearsPerRow={4}
          />
          <MonthCalendar value={period} onChange={setPeriod} monthsPerRow={4} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
