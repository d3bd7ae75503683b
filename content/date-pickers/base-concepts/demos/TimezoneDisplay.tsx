import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// AdapterDayjs needs both plugins before it can handle any time zone other than the local one.
dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'America/New_York', 'Europe/Paris', 'Asia/Tokyo'];

export default function TimezoneDisplay() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-10-03T14:30:00Z'));
  const [zone, setZone] = React.useState('Europe/Paris');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField select label="Display time zone" value={zone} onChange={(e) => setZone(e.target.value)}>
          {zones.map((z) => (
            <MenuItem key={z} value={z}>
              {z}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker label="Webinar starts" value={value} onChange={setValue} timezone={zone} />
        <Typography variant="body2" color="text.secondary">
          Stored value: {value?.isValid() ? value.toISOString() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
