import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The values last saved on the server.
const saved = { start: dayjs('2026-04-01'), end: dayjs('2026-09-30') };

const same = (a: Dayjs | null, b: Dayjs | null) => (a === null || b === null ? a === b : a.isSame(b, 'day'));

export default function ResetAndDirty() {
  const [start, setStart] = React.useState<Dayjs | null>(saved.start);
  const [end, setEnd] = React.useState<Dayjs | null>(saved.end);

  const dirty = !same(start, saved.start) || !same(end, saved.end);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <Chip
          label={dirty ? 'Unsaved changes' : 'Saved'}
          color={dirty ? 'warning' : 'success'}
          size="small"
          sx={{ alignSelf: 'flex-start' }}
        />
        <DatePicker label="Season opens" value={start} onChange={setStart} maxDate={end ?? undefined} />
        <DatePicker label="Season closes" value={end} onChange={setEnd} minDate={start ?? undefined} />
        <Stack direction="row" spacing={1}>
          <Button
            disabled={!dirty}
            onClick={() => {
              // Controlled values make a reset a plain state update.
              setStart(saved.start);
              setEnd(saved.end);
            }}
          >
            Discard changes
          </Button>
          <Button
            onClick={() => {
              setStart(null);
              setEnd(null);
            }}
          >
            Clear both
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
