import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const shipped = dayjs('2025-11-03');

export default function DateFieldVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateField label="Outlined" defaultValue={shipped} />
        <DateField label="Filled, small" variant="filled" size="small" defaultValue={shipped} />
        <DateField label="Standard" variant="standard" defaultValue={shipped} helperText="Shown on the label" />
        <DateField label="Clear button at the start" defaultValue={shipped} clearable clearButtonPosition="start" />
        <DateField label="Read only" defaultValue={shipped} readOnly />
        <DateField label="Disabled" defaultValue={shipped} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
