import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

type Count = 1 | 2 | 3;

export default function MonthsToRender() {
  const [calendars, setCalendars] = React.useState<Count>(3);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={calendars}
          onChange={(_, next: Count | null) => next && setCalendars(next)}
          aria-label="Months shown"
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        {/* A summer season spans three months: with calendars={3} it fits in one view. */}
        <DateRangeCalendar
          calendars={calendars}
          defaultValue={[dayjs('2026-06-15'), dayjs('2026-08-31')]}
          referenceDate={dayjs('2026-06-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
