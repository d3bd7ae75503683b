import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function OpenFromButton() {
  const [open, setOpen] = React.useState(false);
  const [delivery, setDelivery] = React.useState<Dayjs | null>(dayjs('2026-06-09'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <Typography>
          Delivery on {delivery?.isValid() ? delivery.format('dddd D MMMM') : 'no day chosen'}
        </Typography>
        {/* The picker reports open and close requests; this component decides. */}
        <DatePicker
          label="Delivery day"
          value={delivery}
          onChange={setDelivery}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
        />
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Change delivery day
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
