import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const invoiceDate = dayjs('2025-02-28');

export default function DatePickerFieldOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Invoice date"
          defaultValue={invoiceDate}
          slotProps={{
            field: { clearable: true },
            textField: { helperText: 'Clear the field with the × button', size: 'small' },
          }}
        />
        <DatePicker label="Locked date" defaultValue={invoiceDate} readOnly />
        <DatePicker label="Unavailable" defaultValue={invoiceDate} disabled />
        <DatePicker
          label="Calendar with week numbers"
          defaultValue={invoiceDate}
          displayWeekNumber
          showDaysOutsideCurrentMonth
        />
      </Stack>
    </LocalizationProvider>
  );
}
