import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Rendered inside the picker, so it can read and update the picker's draft value.
// The layout positions the toolbar through the class name it passes down, so keep it.
function CountdownToolbar({ className }: { className?: string }) {
  const { value, setValue } = usePickerContext<Dayjs | null>();
  const today = dayjs().startOf('day');
  const days = value?.isValid() ? value.startOf('day').diff(today, 'day') : null;

  return (
    <Box className={className} sx={{ px: 3, pt: 2, display: 'flex', alignItems: 'center', gap: 2 }}>
      <Typography variant="h6" sx={{ flexGrow: 1 }}>
        {days === null
          ? 'No date'
          : days === 0
            ? 'Today'
            : `${Math.abs(days)} days ${days > 0 ? 'ahead' : 'ago'}`}
      </Typography>
      <Button size="small" onClick={() => setValue(today.add(7, 'day'))}>
        In a week
      </Button>
    </Box>
  );
}

export default function SummaryToolbar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs().add(3, 'day')}
        slots={{ toolbar: CountdownToolbar }}
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
