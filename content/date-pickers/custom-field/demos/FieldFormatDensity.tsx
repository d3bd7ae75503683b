import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';

const invoiceDate = dayjs('2026-02-27');

export default function FieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateField label="Dense (default)" defaultValue={invoiceDate} format="DD/MM/YYYY" />
        <DateField label="Spacious" defaultValue={invoiceDate} format="DD/MM/YYYY" formatDensity="spacious" />
        <SingleInputDateRangeField
          label="Billing period, spacious"
          defaultValue={[invoiceDate.startOf('month'), invoiceDate]}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
