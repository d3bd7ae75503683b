import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function BasicDateRangePicker() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2025-07-04'), dayjs('2025-07-11')]);
  const [start, end] = stay;
  const nights = start?.isValid() && end?.isValid() ? end.diff(start, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        <DateRangePicker label="Stay" value={stay} onChange={setStay} />
        <Typography variant="body2" color="text.secondary">
          {nights === null ? 'Pick both dates' : `${nights} night${nights === 1 ? '' : 's'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
