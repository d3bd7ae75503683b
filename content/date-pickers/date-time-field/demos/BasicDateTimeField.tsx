import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function BasicDateTimeField() {
  const [incident, setIncident] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimeField label="Incident started at" value={incident} onChange={setIncident} />
        <Typography variant="body2" color="text.secondary">
          {incident?.isValid() ? `Reported ${incident.format('ddd D MMM, HH:mm')}` : 'Fill every section'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
