import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(relativeTime);

// The newsletter goes out at the chosen moment; the page says how far away that is.
export default function ControlledDateTimeField() {
  const [sendAt, setSendAt] = React.useState<Dayjs | null>(dayjs().add(2, 'day').hour(9).minute(0));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 320 }}>
        <DateTimeField label="Send newsletter at" value={sendAt} onChange={(value) => setSendAt(value)} />
        <Typography variant="body2" color="text.secondary">
          {sendAt?.isValid() ? `Scheduled ${sendAt.fromNow()}` : 'Enter a complete date and time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
