import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The report filter only ever holds a valid date of the 2026 financial year; what the user is
// typing stays in the field until it becomes one.
export default function KeepLastValidValue() {
  const [reportDate, setReportDate] = React.useState<Dayjs | null>(dayjs('2026-06-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Report as of"
          value={reportDate}
          minDate={dayjs('2026-01-01')}
          maxDate={dayjs('2026-12-31')}
          onChange={(value, context) => {
            if (context.validationError == null) {
              setReportDate(value);
            }
          }}
        />
        <Typography variant="body2" color="text.secondary">
          Figures shown as of: {reportDate ? reportDate.format('MMMM D, YYYY') : 'no date (all time)'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
