import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { Dayjs } from 'dayjs';

const quarter: DateRange<Dayjs> = [dayjs('2025-04-01'), dayjs('2025-06-30')];

export default function RangePickerCalendarCount() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateRangePicker label="One month" calendars={1} defaultValue={quarter} />
        <DateRangePicker label="Three months" calendars={3} defaultValue={quarter} />
        <DateRangePicker
          label="Current month in the middle"
          calendars={3}
          currentMonthCalendarPosition={2}
          defaultValue={quarter}
        />
      </Stack>
    </LocalizationProvider>
  );
}
