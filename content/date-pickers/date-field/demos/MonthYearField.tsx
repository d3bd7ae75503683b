import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const now = dayjs().startOf('month');

export default function MonthYearField() {
  const [expiry, setExpiry] = React.useState<Dayjs | null>(now.add(20, 'month'));
  const monthsLeft = expiry?.isValid() ? expiry.endOf('month').diff(now, 'month') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
        <DateField
          label="Card expiry"
          format="MM/YY"
          value={expiry}
          onChange={setExpiry}
          referenceDate={now}
          disablePast
          sx={{ width: 140 }}
        />
        <DateField label="Billing period" format="MMMM YYYY" defaultValue={now} sx={{ width: 220 }} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {monthsLeft === null ? 'Enter a month and a year' : `Card valid for ${monthsLeft} more months`}
      </Typography>
    </LocalizationProvider>
  );
}
