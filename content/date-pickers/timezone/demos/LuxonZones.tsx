import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateTime } from 'luxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LuxonZones() {
  // Luxon handles time zones natively: no plugin, the zone is part of the DateTime.
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2026-03-14T18:00:00', { zone: 'Asia/Singapore' }),
  );

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-gb">
      <Stack spacing={2} sx={{ maxWidth: 380 }}>
        <DateTimePicker label="Call (Singapore time)" value={value} onChange={setValue} />
        <DateTimePicker
          label="Same call (São Paulo time)"
          value={value}
          onChange={setValue}
          timezone="America/Sao_Paulo"
        />
        <Typography variant="body2">
          {value?.isValid ? `Stored zone: ${value.zoneName}, ${value.toISO()}` : 'No valid value.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
