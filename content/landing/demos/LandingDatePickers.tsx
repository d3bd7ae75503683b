import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { type Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function LandingDatePickers() {
  // One value shared by the field and the calendar: editing either updates both.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-10-15'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center', gap: 1 }}>
        <DatePicker label="Delivery date" value={value} onChange={setValue} />
        <DateCalendar value={value} onChange={setValue} sx={{ height: 260 }} />
      </Stack>
    </LocalizationProvider>
  );
}
