import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ToolbarOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {/* A different toolbar format, and a placeholder while the value is empty. */}
        <StaticDatePicker
          referenceDate={dayjs('2026-03-14')}
          slotProps={{
            toolbar: { toolbarFormat: 'dddd, D MMMM', toolbarPlaceholder: 'No day chosen' },
            actionBar: { actions: ['clear'] },
          }}
        />
        {/* No toolbar at all: a compact static calendar with confirmation buttons. */}
        <StaticDatePicker
          defaultValue={dayjs('2026-03-14')}
          slotProps={{ toolbar: { hidden: true }, actionBar: { actions: ['cancel', 'accept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
