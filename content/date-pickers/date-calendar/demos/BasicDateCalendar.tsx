import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function BasicDateCalendar() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2025-10-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <DateCalendar value={day} onChange={setDay} displayWeekNumber fixedWeekNumber={6} />
        <Typography variant="body2" color="text.secondary">
          {day ? `Selected: ${day.format('dddd D MMMM YYYY')}` : 'No day selected'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
