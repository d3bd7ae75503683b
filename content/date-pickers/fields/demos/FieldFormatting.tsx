import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const shipped = dayjs('2025-03-07');

export default function FieldFormatting() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="Dense (default)" defaultValue={shipped} format="DD/MM/YYYY" />
        <DateField
          label="Spacious separators"
          defaultValue={shipped}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        <DateField label="Long format" defaultValue={shipped} format="dddd, MMMM D, YYYY" />
        <DateField
          label="Respect leading zeros"
          defaultValue={shipped}
          format="D/M/YYYY"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
