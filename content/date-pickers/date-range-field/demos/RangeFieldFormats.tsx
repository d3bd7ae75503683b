import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const quarter = [dayjs('2025-07-01'), dayjs('2025-09-30')] as const;

export default function RangeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <SingleInputDateRangeField label="Q3 (ISO)" format="YYYY-MM-DD" dateSeparator="→" defaultValue={[...quarter]} />
        <SingleInputDateRangeField label="Q3 (short)" format="D MMM" dateSeparator="to" defaultValue={[...quarter]} />
        <MultiInputDateRangeField dateSeparator="until" format="DD/MM/YYYY" defaultValue={[...quarter]} />
      </Stack>
    </LocalizationProvider>
  );
}
