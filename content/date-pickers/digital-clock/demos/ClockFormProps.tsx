import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const pickup = dayjs('2026-05-08T10:30');

export default function ClockFormProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4}>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Confirmed (read-only)</Typography>
          <DigitalClock defaultValue={pickup} timeStep={30} readOnly sx={{ height: 240 }} />
        </Stack>
        <Stack spacing={1}>
          <Typography variant="subtitle2">Store closed (disabled)</Typography>
          <DigitalClock defaultValue={pickup} timeStep={30} disabled sx={{ height: 240 }} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
