import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Rendered inside the picker, so it can read the current value from the picker's context.
function DeadlineIcon() {
  const { value } = usePickerContext();
  return value == null ? <EventBusyIcon color="warning" /> : <EventAvailableIcon color="success" />;
}

export default function OpeningIconByState() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Invoice due date"
        defaultValue={dayjs('2026-04-30')}
        slots={{ openPickerIcon: DeadlineIcon }}
        slotProps={{ field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
