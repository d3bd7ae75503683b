import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Budget reviews happen in the next fiscal year (April 2027 onwards): no value yet, but the
// calendar opens there instead of on today's month.
export default function FiscalYearStart() {
  const [review, setReview] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateCalendar
          value={review}
          onChange={setReview}
          referenceDate={dayjs('2027-04-01')}
          views={['year', 'month', 'day']}
          openTo="month"
        />
        <Typography variant="body2" color="text.secondary">
          {review ? `Review on ${review.format('dddd D MMMM YYYY')}` : 'No review date chosen yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
