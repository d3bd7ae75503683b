import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpeningButtonOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Another icon, in the primary color, moved before the text by openPickerButtonPosition. */}
        <DatePicker
          label="Icon at the start"
          defaultValue={dayjs('2026-03-14')}
          slots={{ openPickerIcon: EventIcon }}
          slotProps={{
            field: { openPickerButtonPosition: 'start' },
            openPickerButton: { color: 'primary' },
          }}
        />
        {/* Keyboard-only entry: the field stays, the button disappears. */}
        <DatePicker label="No button" defaultValue={dayjs('2026-03-14')} disableOpenPicker />
        {/* A clear button appears next to the opening button while the field has a value. */}
        <DatePicker
          label="Clearable"
          defaultValue={dayjs('2026-03-14')}
          slotProps={{ field: { clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
