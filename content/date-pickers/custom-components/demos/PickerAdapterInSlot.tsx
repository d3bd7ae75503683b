import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerAdapter, usePickerContext } from '@mui/x-date-pickers/hooks';

// A toolbar that works with any date library: it formats and compares through the adapter
// instead of calling Day.js methods on the value.
function WeekToolbar({ className }: { className?: string }) {
  const adapter = usePickerAdapter();
  const { value } = usePickerContext();
  const text =
    value == null
      ? 'No date chosen'
      : `${adapter.format(value, 'weekday')}, week of ${adapter.format(adapter.startOfWeek(value), 'fullDate')}`;
  return (
    <Box className={className} sx={{ px: 3, pt: 2 }}>
      <Typography variant="overline">Delivery</Typography>
      <Typography variant="h6">{text}</Typography>
    </Box>
  );
}

export default function PickerAdapterInSlot() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-03-19')}
        slots={{ toolbar: WeekToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
