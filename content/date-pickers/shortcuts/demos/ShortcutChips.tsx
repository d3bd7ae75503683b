import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { PickersShortcutsProps } from '@mui/x-date-pickers/PickersShortcuts';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

const today = dayjs('2026-03-14');

const presets = [
  { label: 'In 1 week', value: today.add(1, 'week') },
  { label: 'In 2 weeks', value: today.add(2, 'week') },
  { label: 'End of month', value: today.endOf('month').startOf('day') },
  { label: 'In 3 months', value: today.add(3, 'month') },
];

// Replaces the default list with a row of chips; the layout still places it through className.
function ChipShortcuts({ className }: PickersShortcutsProps<Dayjs | null>) {
  const { value, setValue } = usePickerContext<Dayjs | null>();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      className={className}
      sx={{ flexWrap: 'wrap', p: 2, maxWidth: 320 }}
    >
      {presets.map((preset) => (
        <Chip
          key={preset.label}
          label={preset.label}
          color={value?.isSame(preset.value, 'day') ? 'primary' : 'default'}
          onClick={() => setValue(preset.value, { changeImportance: 'set' })}
        />
      ))}
    </Stack>
  );
}

export default function ShortcutChips() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today.add(1, 'week')}
        slots={{ shortcuts: ChipShortcuts }}
        slotProps={{ toolbar: { hidden: true }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
