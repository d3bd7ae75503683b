import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { DateTime } from 'luxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';
import { PickerValidDate } from '@mui/x-date-pickers/models';

// Written once, works with any adapter: it only talks to the library through usePickerAdapter.
function WeekSummary({ value }: { value: PickerValidDate | null }) {
  const adapter = usePickerAdapter();
  if (value === null || !adapter.isValid(value)) {
    return <Typography variant="body2">No date selected.</Typography>;
  }
  const start = adapter.startOfWeek(value);
  const end = adapter.endOfWeek(value);
  return (
    <Typography variant="body2">
      Week from {adapter.format(start, 'normalDate')} to {adapter.format(end, 'normalDate')} ({adapter.lib})
    </Typography>
  );
}

function Calendar({ initial }: { initial: PickerValidDate }) {
  const [value, setValue] = React.useState<PickerValidDate | null>(initial);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <DateCalendar value={value} onChange={setValue} />
      <WeekSummary value={value} />
    </Stack>
  );
}

export default function AdapterAgnosticSummary() {
  const [library, setLibrary] = React.useState<'dayjs' | 'luxon'>('dayjs');

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={library}
        onChange={(_, next) => next && setLibrary(next)}
        aria-label="Date library"
      >
        <ToggleButton value="dayjs">Day.js</ToggleButton>
        <ToggleButton value="luxon">Luxon</ToggleButton>
      </ToggleButtonGroup>
      {library === 'dayjs' ? (
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <Calendar initial={dayjs('2026-03-14')} />
        </LocalizationProvider>
      ) : (
        <LocalizationProvider dateAdapter={AdapterLuxon}>
          <Calendar initial={DateTime.fromISO('2026-03-14')} />
        </LocalizationProvider>
      )}
    </Stack>
  );
}
