import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const value = dayjs('2025-06-30');

export default function LegacyInputField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {/* Inspect both fields: the first renders one span per section, the second a single <input>. */}
        <DateField label="Section DOM (default)" defaultValue={value} />
        <DatePicker label="Single <input>" defaultValue={value} enableAccessibleFieldDOMStructure={false} />
      </Stack>
    </LocalizationProvider>
  );
}
