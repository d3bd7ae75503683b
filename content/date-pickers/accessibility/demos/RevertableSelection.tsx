import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function RevertableSelection() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* Explicit buttons: Cancel restores the previous value, OK confirms. */}
      <DatePicker
        label="Date of birth"
        defaultValue={dayjs('1990-07-21')}
        closeOnSelect={false}
        slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
      />
    </LocalizationProvider>
  );
}
