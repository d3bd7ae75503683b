import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function BasicDateTimePicker() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs('2025-08-22T07:40'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimePicker label="Departure" value={departure} onChange={setDeparture} />
        <Typography variant="body2" color="text.secondary">
          {departure?.isValid() ? departure.format('ddd D MMM YYYY [at] HH:mm') : 'No departure set'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
