import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { DateRange } from '@mui/x-date-pickers-pro/models';

// UTC only: the utc plugin is enough, no named zone is involved.
dayjs.extend(utc);

export default function UtcLogWindow() {
  // Starts empty: timezone="UTC" makes the values the user creates UTC values too.
  const [range, setRange] = React.useState<DateRange<dayjs.Dayjs>>([null, null]);
  const [from, to] = range;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 520 }}>
        <DateTimeRangePicker
          label="Log window (UTC)"
          timezone="UTC"
          ampm={false}
          value={range}
          onChange={setRange}
          referenceDate={dayjs.utc('2026-01-20T00:00')}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {from?.isValid() && to?.isValid()
            ? `?from=${from.toISOString()}&to=${to.toISOString()}`
            : 'Pick a window to build the query.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
