import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateValidationError, TimeValidationError } from '@mui/x-date-pickers/models';

interface Booking {
  guest: string;
  date: Dayjs | null;
  arrival: Dayjs | null;
}

interface Errors {
  date: DateValidationError;
  arrival: TimeValidationError;
}

const today = dayjs('2026-03-14');
const initial: Booking = { guest: 'Amara Okafor', date: today.add(3, 'day'), arrival: today.hour(15) };

export default function BookingFormState() {
  const [form, setForm] = React.useState<Booking>(initial);
  const [errors, setErrors] = React.useState<Errors>({ date: null, arrival: null });
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const missing = form.guest.trim() === '' || form.date === null || form.arrival === null;
  const invalid = errors.date !== null || errors.arrival !== null;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(
      JSON.stringify({
        guest: form.guest,
        date: form.date?.format('YYYY-MM-DD'),
        arrival: form.arrival?.format('HH:mm'),
      }),
    );
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" spacing={2} sx={{ maxWidth: 360 }} onSubmit={handleSubmit} noValidate>
        <TextField
          label="Guest name"
          value={form.guest}
          onChange={(event) => setForm({ ...form, guest: event.target.value })}
        />
        <DatePicker
          label="Stay date"
          value={form.date}
          minDate={today}
          onChange={(date) => setForm((previous) => ({ ...previous, date }))}
          onError={(date) => setErrors((previous) => ({ ...previous, date }))}
        />
        <TimePicker
          label="Arrival time"
          value={form.arrival}
          minTime={today.hour(14)}
          maxTime={today.hour(22)}
          onChange={(arrival) => setForm((previous) => ({ ...previous, arrival }))}
          onError={(arrival) => setErrors((previous) => ({ ...previous, arrival }))}
        />
        <Button type="submit" variant="contained" disabled={missing || invalid}>
          Book
        </Button>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {submitted ?? 'Nothing submitted yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
