import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function PickersShowcase() {
  const [date, setDate] = React.useState<Dayjs | null>(dayjs('2025-06-14'));
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2025-06-14T09:30'));
  const [meeting, setMeeting] = React.useState<Dayjs | null>(dayjs('2025-06-20T15:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ py: 1 }}>
        <DatePicker label="Check-in date" value={date} onChange={setDate} />
        <TimePicker label="Alarm" value={time} onChange={setTime} />
        <DateTimePicker label="Team meeting" value={meeting} onChange={setMeeting} minutesStep={15} />
      </Stack>
    </LocalizationProvider>
  );
}
