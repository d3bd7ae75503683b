import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function OpeningButtonStyle() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Departure"
          defaultValue={dayjs('2026-07-03')}
          slotProps={{
            openPickerButton: { color: 'primary', size: 'small' },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
        {/* The props can depend on the picker's state: grey while read-only, red while open. */}
        <TimePicker
          label="Boarding time"
          defaultValue={dayjs('2026-07-03T07:40')}
          slotProps={{
            openPickerButton: (ownerState) => ({
              color: ownerState.isPickerOpen ? 'error' : 'secondary',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
