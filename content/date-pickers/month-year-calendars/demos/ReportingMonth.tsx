import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Closed books: months whose report has already been filed.
const filed = new Set(['2025-01', '2025-02', '2025-04']);
const today = dayjs('2025-09-15');

export default function ReportingMonth() {
  const [month, setMonth] = React.useState<Dayjs | null>(dayjs('2025-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <MonthCalendar
          value={month}
          onChange={(value) => setMonth(value)}
          monthsPerRow={4}
          minDate={dayjs('2025-01-01')}
          maxDate={today}
          shouldDisableMonth={(candidate) => filed.has(candidate.format('YYYY-MM'))}
        />
        <Typography variant="body2" color="text.secondary">
          {month ? `Filing the report for ${month.format('MMMM YYYY')}` : 'Pick a month'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
