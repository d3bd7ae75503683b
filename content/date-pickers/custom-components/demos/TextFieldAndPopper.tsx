import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function TextFieldAndPopper() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Publication date"
        defaultValue={dayjs('2026-03-14')}
        slotProps={{
          // Props for the text field of the default field.
          textField: { size: 'small', helperText: 'Shown on the article page', fullWidth: true },
          // Props for the Material UI Popper holding the calendar.
          popper: { placement: 'top-start' },
          // Props for the Paper inside it.
          desktopPaper: { elevation: 12 },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
