import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// getValue runs whenever the list renders, so "today" is always the current day.
const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  { label: 'This week', getValue: () => [dayjs().startOf('week'), dayjs().endOf('week')] },
  {
    label: 'Last 7 days',
    getValue: () => [dayjs().subtract(6, 'day').startOf('day'), dayjs().endOf('day')],
  },
  { label: 'This month', getValue: () => [dayjs().startOf('month'), dayjs().endOf('month')] },
  {
    label: 'Previous month',
    getValue: () => {
      const previous = dayjs().subtract(1, 'month');
      return [previous.startOf('month'), previous.endOf('month')];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
];

export default function RangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
