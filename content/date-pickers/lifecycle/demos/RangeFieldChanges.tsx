import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const show = (day: Dayjs | null) =>
  day == null ? 'null' : day.isValid() ? day.format('MMM D') : 'Invalid Date';

export default function RangeFieldChanges() {
  const [log, setLog] = React.useState<Array<{ id: number; text: string }>>([]);
  const nextId = React.useRef(0);

  const handleChange = (value: DateRange<Dayjs>, error: string | null) => {
    nextId.current += 1;
    const id = nextId.current;
    const text = `[${show(value[0])}, ${show(value[1])}]${error ? ` · ${error}` : ''}`;
    setLog((previous) => [{ id, text }, ...previous].slice(0, 6));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <SingleInputDateRangeField
          label="Conference dates"
          defaultValue={[dayjs('2026-10-20'), dayjs('2026-10-22')]}
          onChange={(value, context) => handleChange(value, context.validationError.find(Boolean) ?? null)}
          sx={{ minWidth: 280 }}
        />
        <Box sx={{ minWidth: 240 }}>
          <Typography variant="subtitle2">onChange, newest first</Typography>
          {log.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Edit a section of either date.
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
