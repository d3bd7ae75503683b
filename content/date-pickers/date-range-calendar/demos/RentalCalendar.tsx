import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const nightlyRate = 140;

export default function RentalCalendar() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-06-12'), dayjs('2026-06-19')]);
  const [start, end] = stay;
  const nights = start && end ? end.diff(start, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DateRangeCalendar value={stay} onChange={(value) => setStay(value)} referenceDate={dayjs('2026-06-01')} />
        <Typography variant="body2">
          {nights > 0 ? `${nights} nights × $${nightlyRate} = $${nights * nightlyRate}` : 'Select an arrival and a departure'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
