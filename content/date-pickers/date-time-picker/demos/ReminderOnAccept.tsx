import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function ReminderOnAccept() {
  const [draft, setDraft] = React.useState<Dayjs | null>(dayjs('2026-03-14T09:00'));
  const [saved, setSaved] = React.useState<string>('2026-03-14T09:00');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
        <DateTimePicker
          label="Remind me"
          value={draft}
          onChange={setDraft}
          onAccept={(value) => {
            if (value?.isValid()) {
              setSaved(value.format('YYYY-MM-DDTHH:mm'));
            }
          }}
        />
        <Typography variant="body2">
          Latest onChange: {draft?.isValid() ? draft.format('YYYY-MM-DDTHH:mm') : 'invalid'}
        </Typography>
        <Typography variant="body2" color="success.main">
          Saved by onAccept: {saved}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
