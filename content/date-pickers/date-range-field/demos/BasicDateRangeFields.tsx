import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

export default function BasicDateRangeFields() {
  const [leave, setLeave] = React.useState<DateRange<Dayjs>>([dayjs('2025-12-22'), dayjs('2026-01-02')]);
  const [start, end] = leave;
  const days = start?.isValid() && end?.isValid() ? end.diff(start, 'day') + 1 : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <SingleInputDateRangeField label="Holiday" value={leave} onChange={(value) => setLeave(value)} />
        <MultiInputDateRangeField
          value={leave}
          onChange={(value) => setLeave(value)}
          slotProps={{ textField: ({ position }) => ({ label: position === 'start' ? 'First day' : 'Last day' }) }}
        />
        <Typography variant="body2" color="text.secondary">
          {days === null ? 'Enter both dates' : `${days} calendar days off`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
