import Stack from '@mui/material/Stack';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function DateTimeTabs() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        {/* A static picker shows its tabs unless displayStaticWrapperAs is 'desktop'. */}
        <StaticDateTimePicker
          defaultValue={dayjs('2026-12-04T19:30')}
          slotProps={{
            tabs: { dateIcon: <EventIcon />, timeIcon: <ScheduleIcon /> },
            actionBar: { actions: [] },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
