import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const renewal = dayjs('2026-10-01T09:30');

export default function FieldAppearance() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField
          label="Renewal date"
          defaultValue={renewal}
          variant="filled"
          required
          helperText="Needed to send the reminder"
        />
        <DateField
          label="Renewal date"
          defaultValue={renewal}
          variant="standard"
          size="small"
          clearable
          clearButtonPosition="start"
        />
        <TimeField label="Renewal time" defaultValue={renewal} readOnly helperText="Set by the contract" />
      </Stack>
    </LocalizationProvider>
  );
}
