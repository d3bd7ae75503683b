import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const day = dayjs('2025-11-20');
// Slots already taken in the clinic's calendar, as "HH:mm".
const booked = new Set(['09:15', '10:00', '10:15', '11:30', '14:00', '14:45', '15:30']);

export default function AppointmentSlots() {
  const [slot, setSlot] = React.useState<Dayjs | null>(null);
  const [hideBooked, setHideBooked] = React.useState(true);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, width: 140 }}>
          <DigitalClock
            value={slot}
            onChange={setSlot}
            referenceDate={day}
            ampm={false}
            timeStep={15}
            minTime={day.hour(9)}
            maxTime={day.hour(16).minute(45)}
            shouldDisableTime={(time) => booked.has(time.format('HH:mm'))}
            skipDisabled={hideBooked}
          />
        </Box>
        <Stack spacing={1}>
          <FormControlLabel
            control={<Switch checked={hideBooked} onChange={(event) => setHideBooked(event.target.checked)} />}
            label="Hide booked slots (skipDisabled)"
          />
          <Typography variant="body2">
            {slot ? `Appointment on ${slot.format('dddd D MMMM [at] HH:mm')}` : 'Choose a free slot'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
