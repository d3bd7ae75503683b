import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Birth dates are far in the past, so start on the year list. */}
        <DatePicker
          label="Date of birth"
          openTo="year"
          views={['year', 'month', 'day']}
          yearsOrder="desc"
          defaultValue={dayjs('1990-07-14')}
        />
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          format="MM/YY"
          defaultValue={dayjs('2027-09-01')}
        />
        <DatePicker label="Fiscal year" views={['year']} defaultValue={dayjs('2025-01-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
