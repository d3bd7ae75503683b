import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

interface LogEntry {
  id: number;
  text: string;
}

const show = (value: Dayjs | null) => (value?.isValid() ? value.format('MMM D, HH:mm') : String(value));

export default function CallbackLog() {
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(0);

  const add = (text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setLog((previous) => [{ id, text }, ...previous].slice(0, 8));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker
          label="Interview"
          defaultValue={dayjs('2026-03-14T10:00')}
          ampm={false}
          onOpen={() => add('onOpen')}
          onChange={(value, context) => add(`onChange: ${show(value)} (source: ${context.source})`)}
          onAccept={(value, context) => add(`onAccept: ${show(value)} (source: ${context.source})`)}
          onClose={() => add('onClose')}
        />
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2">Callbacks, newest first</Typography>
            <Button size="small" onClick={() => setLog([])}>
              Clear
            </Button>
          </Stack>
          {log.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Type in the field or open the picker.
            </Typography>
          ) : (
            log.map((entry) => (
              <Typography key={entry.id} variant="body2" sx={{ fontFamily: 'monospace' }}>
                {entry.text}
              </Typography>
            ))
          )}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
