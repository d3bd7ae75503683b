import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function NativeFormSubmit() {
  const [payload, setPayload] = React.useState<string>('');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        spacing={2}
        sx={{ maxWidth: 360 }}
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          // Uncontrolled pickers with a `name` take part in FormData like native inputs.
          const data = new FormData(event.currentTarget);
          setPayload(new URLSearchParams(data as unknown as Record<string, string>).toString());
        }}
      >
        <DatePicker
          name="deliveryDate"
          label="Delivery date"
          defaultValue={dayjs('2026-03-18')}
          format="YYYY-MM-DD"
        />
        <TimePicker
          name="deliveryTime"
          label="Delivery time"
          defaultValue={dayjs('2026-03-18T11:00')}
          format="HH:mm"
        />
        <Button type="submit" variant="contained">
          Send
        </Button>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {payload || 'The encoded form body appears here.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
