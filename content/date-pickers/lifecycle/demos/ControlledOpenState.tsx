import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ControlledOpenState() {
  const [open, setOpen] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <DatePicker
          label="Renewal date"
          defaultValue={dayjs('2026-03-14')}
          open={open}
          onOpen={() => setOpen(true)}
          // With a controlled `open`, the picker asks to close through onClose and waits for you.
          onClose={() => setOpen(false)}
        />
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Change renewal date
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
