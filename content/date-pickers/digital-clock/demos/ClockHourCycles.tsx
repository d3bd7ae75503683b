import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

const kickOff = dayjs('2025-05-31T20:00');

function Labelled({ title, locale, ampm }: { title: string; locale: string; ampm?: boolean }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{title}</Typography>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}>
          <MultiSectionDigitalClock defaultValue={kickOff} ampm={ampm} />
        </Box>
      </LocalizationProvider>
    </Stack>
  );
}

export default function ClockHourCycles() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Labelled title="en locale" locale="en" />
      <Labelled title="en-gb locale" locale="en-gb" />
      <Labelled title="en-gb with ampm" locale="en-gb" ampm />
    </Stack>
  );
}
