import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const anchor = dayjs('2025-06-02');
const sprints: PickersShortcutsItem<DateRange<Dayjs>>[] = [1, 2, 3].map((n) => ({
  id: `sprint-${n}`,
  label: `Sprint ${n}`,
  getValue: () => [anchor.add((n - 1) * 2, 'week'), anchor.add(n * 2, 'week').subtract(1, 'day')],
}));

export default function ShortcutImportance() {
  const [accepted, setAccepted] = React.useState<string>('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 360 }}>
        {/* "set" only fills in the range; the user still confirms with OK. */}
        <DateRangePicker
          label="Sprint range"
          defaultValue={[anchor, anchor.add(13, 'day')]}
          onAccept={([start, end]) =>
            setAccepted(`${start?.format('D MMM') ?? '?'} – ${end?.format('D MMM') ?? '?'}`)
          }
          slotProps={{ shortcuts: { items: sprints, changeImportance: 'set' } }}
        />
        <Typography variant="caption" color="text.secondary">
          Last accepted: {accepted}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
