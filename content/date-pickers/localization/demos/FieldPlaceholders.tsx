import Stack from '@mui/material/Stack';
import 'dayjs/locale/fr';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { frFR } from '@mui/x-date-pickers/locales';

const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function FieldPlaceholders() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      {/* French locale texts: jour (JJ), mois (MM), année (AAAA). */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
        <DateField label="Date de naissance" />
      </LocalizationProvider>
      {/* Spelled-out placeholders for a form whose readers may not know the abbreviations. */}
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        localeText={{
          fieldDayPlaceholder: () => 'day',
          fieldMonthPlaceholder: () => 'month',
          fieldYearPlaceholder: () => 'year',
        }}
      >
        <DateField label="Date of birth" />
      </LocalizationProvider>
    </Stack>
  );
}
