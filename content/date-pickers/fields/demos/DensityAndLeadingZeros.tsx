import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DensityAndLeadingZeros() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField label="Dense (default)" defaultValue={dayjs('2026-03-04')} format="DD/MM/YYYY" />
        {/* Spaces around the separators: easier to read and to tap on touch screens. */}
        <DateField
          label="Spacious"
          defaultValue={dayjs('2026-03-04')}
          format="DD/MM/YYYY"
          formatDensity="spacious"
        />
        {/* D and M without padding: the field shows 4/3/2026 instead of 04/03/2026. */}
        <DateField
          label="No leading zeros"
          defaultValue={dayjs('2026-03-04')}
          format="D/M/YYYY"
          shouldRespectLeadingZeros
        />
      </Stack>
    </LocalizationProvider>
  );
}
