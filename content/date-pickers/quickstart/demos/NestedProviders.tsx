import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function NestedProviders() {
  return (
    // The application-wide provider...
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <Typography variant="subtitle2">Head office (English)</Typography>
        <DatePicker label="Invoice date" defaultValue={dayjs('2026-03-14')} />
        {/* ...and a nested one for a section that needs French formats. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr">
          <Typography variant="subtitle2">Bureau de Lyon (français)</Typography>
          <DatePicker label="Date de facture" defaultValue={dayjs('2026-03-14')} />
        </LocalizationProvider>
      </Stack>
    </LocalizationProvider>
  );
}
