import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

export default function StartOfMonthValue() {
  const [month, setMonth] = React.useState<Dayjs>(dayjs('2026-01-31'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <MonthCalendar
          value={month}
          // Store the first day of the month: the day part means nothing for a billing period.
          onChange={(newValue) => setMonth(newValue.startOf('month'))}
          monthsPerRow={4}
        />
        <Typography variant="body2">Stored value: {month.format('YYYY-MM-DD')}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
