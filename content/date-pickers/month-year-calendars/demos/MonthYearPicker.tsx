import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function MonthYearPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 300 }}>
        <DatePicker
          label="Statement month"
          views={['year', 'month']}
          openTo="month"
          format="MMMM YYYY"
          defaultValue={dayjs('2025-08-01')}
        />
        <DatePicker label="Fiscal year" views={['year']} format="YYYY" defaultValue={dayjs('2025-01-01')} />
      </Stack>
    </LocalizationProvider>
  );
}
