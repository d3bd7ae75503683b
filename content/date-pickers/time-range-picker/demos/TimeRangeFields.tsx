import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

const day = dayjs('2026-01-05');
const lunch = [day.hour(12), day.hour(13).minute(30)] as const;

export default function TimeRangeFields() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <SingleInputTimeRangeField label="Lunch break" ampm={false} defaultValue={[...lunch]} />
        <MultiInputTimeRangeField ampm={false} defaultValue={[...lunch]} />
        <TimeRangePicker
          label="Picker with two inputs"
          slots={{ field: MultiInputTimeRangeField }}
          defaultValue={[...lunch]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
