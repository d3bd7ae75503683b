import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function CountdownSections() {
  const [duration, setDuration] = React.useState<Dayjs | null>(dayjs('2025-01-01T00:25:00'));
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}>
          <MultiSectionDigitalClock
            value={duration}
            onChange={(value, selectionState, view) => {
              setDuration(value);
              setLog((previous) => [`${view}: ${selectionState}`, ...previous].slice(0, 4));
            }}
            ampm={false}
            views={['hours', 'minutes', 'seconds']}
            timeSteps={{ hours: 1, minutes: 1, seconds: 10 }}
          />
        </Box>
        <Stack spacing={0.5}>
          <Typography variant="subtitle2">
            Timer: {duration ? duration.format('H[h] mm[m] ss[s]') : 'not set'}
          </Typography>
          {log.map((line, index) => (
            <Typography key={index} variant="caption" sx={{ fontFamily: 'monospace' }}>
              {line}
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
