import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// As the API sends it: an ISO string in UTC.
const fromApi = '2026-06-02T13:00:00Z';

export default function UtcStoredDeviceShown() {
  const [kickoff, setKickoff] = React.useState<Dayjs | null>(dayjs.utc(fromApi));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 380 }}>
        <DateTimePicker label="Kick-off, your time" timezone="system" value={kickoff} onChange={setKickoff} />
        <DateTimePicker
          label="Kick-off in Honolulu"
          timezone="Pacific/Honolulu"
          value={kickoff}
          onChange={setKickoff}
        />
        <Typography variant="body2">
          Your device&apos;s zone: {dayjs.tz.guess()}. Sent back:{' '}
          <code>{kickoff?.isValid() ? kickoff.toISOString() : 'invalid'}</code>
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
