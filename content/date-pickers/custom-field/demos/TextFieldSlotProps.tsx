import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function TextFieldSlotProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Passport expiry"
          defaultValue={dayjs('2031-05-18')}
          slotProps={{
            textField: { variant: 'filled', helperText: 'As printed on page 2', required: true },
          }}
        />
        {/* A function of the owner state: the helper text follows the value. */}
        <DatePicker
          label="Visa issued on"
          slotProps={{
            textField: (ownerState) => ({
              size: 'small',
              helperText: ownerState.isPickerValueEmpty ? 'Leave empty if not issued yet' : ' ',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
