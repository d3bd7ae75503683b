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

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'America/Los_Angeles', 'Europe/Berlin', 'Australia/Sydney'];

export default function NewValueInZone() {
  const [zone, setZone] = React.useState('America/Los_Angeles');
  // Starts empty: the first value the user creates is built in the zone of the timezone prop.
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 380 }}>
        <TextField
          select
          label="Store time zone"
          value={zone}
          onChange={(event) => {
            setZone(event.target.value);
            setValue(null);
          }}
        >
          {zones.map((z) => (
            <MenuItem key={z} value={z}>
              {z}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label="Pickup"
          value={value}
          onChange={setValue}
          timezone={zone}
          referenceDate={dayjs.tz('2026-03-14T12:00:00', zone)}
        />
        <Typography variant="body2">
          {value?.isValid() ? `ISO string sent to the API: ${value.toISOString()}` : 'Pick a date and time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
