import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import moment, { Moment } from 'moment-timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function MomentZones() {
  const [departure, setDeparture] = React.useState<Moment | null>(
    moment.tz('2026-09-18T22:10', 'Europe/Madrid'),
  );

  return (
    // moment-timezone's instance knows the zone database; the plain moment export does not.
    <LocalizationProvider dateAdapter={AdapterMoment} dateLibInstance={moment}>
      <Stack spacing={1} sx={{ maxWidth: 380 }}>
        <DateTimePicker
          label="Departs (Madrid time)"
          value={departure}
          onChange={setDeparture}
          ampm={false}
        />
        <DateTimePicker
          label="Lands (New York time)"
          value={departure?.clone().add(8, 'hours').add(35, 'minutes') ?? null}
          timezone="America/New_York"
          readOnly
          ampm={false}
        />
        <Typography variant="body2">
          {departure?.isValid() ? `Stored zone: ${departure.tz() ?? 'local'}` : 'No valid departure.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
