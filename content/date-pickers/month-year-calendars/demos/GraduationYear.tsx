import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

const thisYear = dayjs('2025-09-15');

export default function GraduationYear() {
  const [year, setYear] = React.useState<Dayjs | null>(dayjs('2019-06-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ maxWidth: 360 }}>
        <Typography variant="subtitle2" id="graduation-label">
          Graduation year
        </Typography>
        <YearCalendar
          gridLabelId="graduation-label"
          value={year}
          onChange={(value) => setYear(value)}
          minDate={thisYear.subtract(60, 'year')}
          maxDate={thisYear.add(6, 'year')}
          yearsOrder="desc"
          yearsPerRow={4}
          sx={{ height: 220 }}
        />
        <Typography variant="body2" color="text.secondary">
          {year ? `${thisYear.year() - year.year()} years ago` : 'No year selected'}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
