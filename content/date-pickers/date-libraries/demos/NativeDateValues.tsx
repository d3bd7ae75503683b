import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isValid, differenceInCalendarDays } from 'date-fns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const releaseDay = new Date(2026, 5, 1);

export default function NativeDateValues() {
  // With date-fns the value is a plain Date, so any Date helper works on it directly.
  const [value, setValue] = React.useState<Date | null>(new Date(2026, 2, 14));

  const daysLeft = value && isValid(value) ? differenceInCalendarDays(releaseDay, value) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker label="Code freeze" value={value} onChange={setValue} maxDate={releaseDay} />
        <Typography variant="body2">
          {daysLeft === null
            ? 'Pick a valid date.'
            : `${daysLeft} days between code freeze and the 1 June release.`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
