import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

function describe(value: Dayjs | null) {
  if (value === null) return 'null (empty or incomplete)';
  if (!value.isValid()) return 'Invalid Date';
  return value.format('dddd D MMMM YYYY');
}

export default function BasicDateField() {
  const [invoiceDate, setInvoiceDate] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateField label="Invoice date" value={invoiceDate} onChange={setInvoiceDate} />
        <Typography variant="body2" color="text.secondary">
          Value: {describe(invoiceDate)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
