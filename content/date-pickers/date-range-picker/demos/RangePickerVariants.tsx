import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';

const semester = [dayjs('2026-09-07'), dayjs('2026-12-18')] as const;

export default function RangePickerVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DesktopDateRangePicker label="Desktop: popover, two months" defaultValue={[...semester]} />
        <MobileDateRangePicker label="Mobile: dialog, one month" defaultValue={[...semester]} />
      </Stack>
    </LocalizationProvider>
  );
}
