import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const appointment = dayjs('2026-02-10');

export default function ResponsiveVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DesktopDatePicker label="Desktop: popover" defaultValue={appointment} />
        <MobileDatePicker label="Mobile: dialog" defaultValue={appointment} />
        {/* Desktop from 600 px of viewport width instead of the default pointer test. */}
        <DatePicker
          label="Responsive"
          defaultValue={appointment}
          desktopModeMediaQuery="@media (min-width: 600px)"
        />
      </Stack>
    </LocalizationProvider>
  );
}
