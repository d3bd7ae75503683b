import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function DateFieldInForm() {
  const [submitted, setSubmitted] = React.useState<string>('Nothing submitted yet');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(JSON.stringify(Object.fromEntries(data.entries())));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{ maxWidth: 320 }} onSubmit={handleSubmit}>
        <TextField label="Event" name="event" defaultValue="Team offsite" size="small" />
        <DateField label="Event date" name="eventDate" format="YYYY-MM-DD" defaultValue={dayjs('2026-03-12')} />
        <Button type="submit" variant="contained">
          Submit
        </Button>
        <Typography variant="body2" component="output" sx={{ fontFamily: 'monospace' }}>
          {submitted}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
