import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// A fake server: resolves after a short delay with the saved date.
function saveDueDate(value: Dayjs): Promise<string> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(value.format('YYYY-MM-DD')), 700);
  });
}

export default function SaveOnAccept() {
  const [status, setStatus] = React.useState<'idle' | 'saving' | 'saved' | 'skipped'>('idle');
  const [saved, setSaved] = React.useState('2026-03-20');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DatePicker
          label="Task due date"
          defaultValue={dayjs('2026-03-20')}
          disablePast
          onAccept={async (value, context) => {
            // onAccept also fires for invalid or empty values: filter them here.
            if (value === null || context.validationError !== null) {
              setStatus('skipped');
              return;
            }
            setStatus('saving');
            setSaved(await saveDueDate(value));
            setStatus('saved');
          }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {status === 'saving' && <CircularProgress size={16} aria-label="Saving" />}
          <Typography variant="body2" color="text.secondary">
            {status === 'saving' && 'Saving…'}
            {status === 'saved' && `Saved on the server: ${saved}`}
            {status === 'skipped' && 'Not saved: the date is empty or invalid.'}
            {status === 'idle' && `On the server: ${saved}.`}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
