import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs().startOf('day');
// `id` tells the shortcuts apart in analytics even if their labels are translated.
const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'tomorrow', label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { id: 'next-monday', label: 'Next Monday', getValue: () => today.add(1, 'week').day(1) },
  { id: 'in-a-month', label: 'In a month', getValue: () => today.add(1, 'month') },
];

export default function WhichShortcut() {
  const [source, setSource] = React.useState('nothing chosen yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}>
        <StaticDatePicker
          defaultValue={today.add(3, 'day')}
          onChange={(_, context) =>
            setSource(context.shortcut ? `shortcut "${context.shortcut.id}"` : 'the calendar')
          }
          slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        />
        <Typography variant="body2">Follow-up date set from: {source}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
