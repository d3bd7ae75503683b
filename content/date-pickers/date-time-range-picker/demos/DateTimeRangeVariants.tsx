import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

const hire = [dayjs('2026-04-03T09:00'), dayjs('2026-04-06T17:00')] as const;

export default function DateTimeRangeVariants() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <DesktopDateTimeRangePicker label="Desktop: calendar and time columns" defaultValue={[...hire]} />
        <MobileDateTimeRangePicker label="Mobile: one view at a time, with tabs" defaultValue={[...hire]} />
      </Stack>
    </LocalizationProvider>
  );
}
