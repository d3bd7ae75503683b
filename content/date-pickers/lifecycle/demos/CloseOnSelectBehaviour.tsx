import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';

export default function CloseOnSelectBehaviour() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {/* Default on desktop: a click on a day commits the value and closes the popup. */}
        <DesktopDatePicker label="Closes on selection" defaultValue={dayjs('2026-03-14')} />
        {/* Stays open until OK: lets the user compare days before committing. */}
        <DesktopDatePicker
          label="Waits for OK"
          defaultValue={dayjs('2026-03-14')}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        />
        {/* A date-time value is complete only after the last view, so closing early is opt-in. */}
        <DesktopDateTimePicker
          label="Closes after minutes"
          defaultValue={dayjs('2026-03-14T09:00')}
          closeOnSelect
          slotProps={{ actionBar: { actions: [] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
