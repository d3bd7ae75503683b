import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Weekends the cabin is already rented (Saturdays, relative to this week so the demo stays current).
const thisSaturday = dayjs().day(6).startOf('day');
const booked = new Set([0, 1, 3].map((week) => thisSaturday.add(week, 'week').format('YYYY-MM-DD')));

// Walks forward weekend by weekend and returns the first one the picker accepts.
function nextWeekend(isValid: (value: DateRange<Dayjs>) => boolean, nights: number): DateRange<Dayjs> {
  for (let week = 0; week < 26; week += 1) {
    const saturday = thisSaturday.add(week, 'week');
    const candidate: DateRange<Dayjs> = [saturday, saturday.add(nights, 'day')];
    if (isValid(candidate)) return candidate;
  }
  return [null, null];
}

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'Next free weekend', getValue: ({ isValid }) => nextWeekend(isValid, 1) },
  { label: 'Next free long weekend', getValue: ({ isValid }) => nextWeekend(isValid, 2) },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function NextFreeWeekend() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        disablePast
        shouldDisableDate={(day) => booked.has(day.format('YYYY-MM-DD'))}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
