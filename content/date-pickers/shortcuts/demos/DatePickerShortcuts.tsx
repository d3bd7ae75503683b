import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Jump to the next open weekday; isValid checks the candidate against the picker's own rules.
function nextWeekday(from: Dayjs, isValid: (value: Dayjs | null) => boolean): Dayjs {
  let day = from.add(1, 'day');
  // Bounded so a picker that disables everything cannot hang the page.
  for (let i = 0; i < 60 && !isValid(day); i += 1) day = day.add(1, 'day');
  return day;
}

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => dayjs() },
  { label: 'Tomorrow', getValue: () => dayjs().add(1, 'day') },
  { label: 'Next open day', getValue: ({ isValid }) => nextWeekday(dayjs(), isValid) },
  { label: 'In two weeks', getValue: () => dayjs().add(2, 'week') },
];

export default function DatePickerShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        disablePast
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
