import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function LabelledField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        {/* The visible label, helper text and required flag all reach assistive technology. */}
        <DatePicker
          label="Passport expiry"
          defaultValue={dayjs('2031-02-17')}
          slotProps={{ textField: { required: true, helperText: 'As printed on page 2' } }}
        />
        <DatePicker
          label="Renewal reminder"
          localeText={{
            openDatePickerDialogue: (formatted) =>
              formatted ? `Change reminder, currently ${formatted}` : 'Choose a reminder date',
          }}
        />
        <TimeField label="Preferred call time" defaultValue={dayjs('2025-05-14T16:00')} />
      </Stack>
    </LocalizationProvider>
  );
}
