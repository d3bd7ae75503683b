import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext } from '@mui/x-date-pickers/hooks';

// Fixed "today" so the demo is reproducible; use dayjs() in an application.
const today = dayjs('2026-03-14');

// Receives the layout's className: keep it so the bar stays in its grid area.
function QuickPickBar({ className }: PickersActionBarProps) {
  const { setValue, clearValue } = usePickerActionsContext();
  const nextMonday = today.add((8 - today.day()) % 7 || 7, 'day');

  return (
    <DialogActions className={className} sx={{ justifyContent: 'space-between' }}>
      <Button color="inherit" onClick={clearValue}>
        No deadline
      </Button>
      <div>
        {/* setValue commits the value and closes the popup, like the default OK button. */}
        <Button onClick={() => setValue(today.add(1, 'day'))}>Tomorrow</Button>
        <Button onClick={() => setValue(nextMonday)}>Next Monday</Button>
      </div>
    </DialogActions>
  );
}

export default function QuickPickActionBar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Deadline"
        defaultValue={today.add(5, 'day')}
        referenceDate={today}
        slots={{ actionBar: QuickPickBar }}
      />
    </LocalizationProvider>
  );
}
