import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// An uncontrolled picker in a plain form: the browser reads its value through `name`.
export default function FormDataSubmit() {
  const [sent, setSent] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(JSON.stringify(Object.fromEntries(data)));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <form onSubmit={handleSubmit}>
        <Stack spacing={2} sx={{ maxWidth: 320, alignItems: 'flex-start' }}>
          <DatePicker
            label="Lease start"
            name="leaseStart"
            format="YYYY-MM-DD"
            defaultValue={dayjs('2026-09-01')}
            slotProps={{ textField: { required: true } }}
          />
          <Button type="submit" variant="contained">
            Send
          </Button>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {sent ?? 'Nothing sent yet.'}
          </Typography>
        </Stack>
      </form>
    </LocalizationProvider>
  );
}
