import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';

// One flight, described by each family of component: what it edits decides which one to use.
const departure = dayjs('2026-08-21T06:55');
const arrival = dayjs('2026-08-21T09:20');

export default function ComponentFamilies() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <DateField label="Travel day (date)" defaultValue={departure} />
        <TimeField label="Boarding (time)" defaultValue={departure.subtract(35, 'minute')} />
        <DateTimeField label="Departure (date time)" defaultValue={departure} />
        <SingleInputDateRangeField
          label="Trip (date range)"
          defaultValue={[departure, departure.add(9, 'day')]}
        />
        <SingleInputTimeRangeField label="Flight (time range)" defaultValue={[departure, arrival]} />
        <SingleInputDateTimeRangeField
          label="Car park (date time range)"
          defaultValue={[departure.subtract(2, 'hour'), departure.add(9, 'day').hour(22)]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
