import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function ExtendBooking() {
  const [booking, setBooking] = React.useState<DateRange<Dayjs>>([dayjs('2026-03-09'), dayjs('2026-03-13')]);
  const [position, setPosition] = React.useState<RangePosition>('end');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={position}
          onChange={(_, next: RangePosition | null) => next && setPosition(next)}
          aria-label="End to edit"
        >
          <ToggleButton value="start">Move check-in</ToggleButton>
          <ToggleButton value="end">Move check-out</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar
          calendars={1}
          value={booking}
          onChange={(value) => setBooking(value)}
          rangePosition={position}
          onRangePositionChange={setPosition}
          availableRangePositions={[position]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
