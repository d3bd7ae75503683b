import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function BasicFields() {
  const [birthday, setBirthday] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateField label="Date of birth" value={birthday} onChange={setBirthday} />
        <Typography variant="caption" color="text.secondary">
          {/* Until every section is filled, the value stays null. */}
          Value:{' '}
          {birthday === null ? 'null' : birthday.isValid() ? birthday.format('YYYY-MM-DD') : 'Invalid Date'}
        </Typography>
        <TimeField label="Doors open" defaultValue={dayjs('2025-05-02T19:30')} />
        <DateTimeField label="Last modified" defaultValue={dayjs('2025-05-02T08:12')} />
      </Stack>
    </LocalizationProvider>
  );
}
