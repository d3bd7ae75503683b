import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

export default function MultiInputRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Two inputs suit forms where start and end are labelled separately. */}
      <DateRangePicker
        slots={{ field: MultiInputDateRangeField }}
        slotProps={{
          field: { dateSeparator: 'until' },
        }}
        localeText={{ start: 'Lease start', end: 'Lease end' }}
        defaultValue={[dayjs('2025-09-01'), dayjs('2026-08-31')]}
      />
    </LocalizationProvider>
  );
}
