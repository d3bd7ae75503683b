import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';
import { MobileTimeRangePicker } from '@mui/x-date-pickers-pro/MobileTimeRangePicker';

const day = dayjs('2026-03-09');
const hours = [day.hour(9), day.hour(18)] as const;

export default function ResponsiveTimeRange() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DesktopTimeRangePicker label="Desktop: digital clock columns" defaultValue={[...hours]} />
        <MobileTimeRangePicker label="Mobile: analog clock in a dialog" defaultValue={[...hours]} />
      </Stack>
    </LocalizationProvider>
  );
}
