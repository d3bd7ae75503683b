import ListSubheader from '@mui/material/ListSubheader';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Next occurrence of a weekday (1 = Monday) at 9:00, never today.
function nextWeekdayAtNine(weekday: number): Dayjs {
  const daysAhead = (weekday - dayjs().day() + 7) % 7 || 7;
  return dayjs().add(daysAhead, 'day').hour(9).minute(0).second(0).millisecond(0);
}

const reminders: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In 1 hour', getValue: () => dayjs().add(1, 'hour').second(0).millisecond(0) },
  {
    label: 'Tomorrow, 9:00',
    getValue: () => dayjs().add(1, 'day').hour(9).minute(0).second(0).millisecond(0),
  },
  { label: 'Monday, 9:00', getValue: () => nextWeekdayAtNine(1) },
  { label: 'No reminder', getValue: () => null },
];

export default function ReminderShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Remind me"
        disablePast
        slotProps={{
          shortcuts: { items: reminders, subheader: <ListSubheader>Quick picks</ListSubheader> },
        }}
      />
    </LocalizationProvider>
  );
}
