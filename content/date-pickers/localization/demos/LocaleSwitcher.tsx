import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

const locales = ['en', 'de', 'fr', 'ja'] as const;
type Locale = (typeof locales)[number];

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState<Locale>('de');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Stack spacing={2} sx={{ width: 'fit-content' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={locale}
          onChange={(_, next: Locale | null) => next && setLocale(next)}
        >
          {locales.map((code) => (
            <ToggleButton key={code} value={code}>
              {code}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* The field format and the week start both follow the adapter locale. */}
        <DateField label="Date" defaultValue={dayjs('2025-10-03')} />
        <DateCalendar defaultValue={dayjs('2025-10-03')} />
      </Stack>
    </LocalizationProvider>
  );
}
