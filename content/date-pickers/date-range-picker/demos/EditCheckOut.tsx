import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

export default function EditCheckOut() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-07-10'), dayjs('2026-07-14')]);
  // A guest extending a stay changes the check-out, so the calendar starts there.
  const [position, setPosition] = React.useState<RangePosition>('end');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={position}
          onChange={(_event, next: RangePosition | null) => next && setPosition(next)}
          aria-label="Date to edit"
        >
          <ToggleButton value="start">Check-in</ToggleButton>
          <ToggleButton value="end">Check-out</ToggleButton>
        </ToggleButtonGroup>
        <DateRangePicker
          label="Stay"
          value={stay}
          onChange={setStay}
          rangePosition={position}
          onRangePositionChange={setPosition}
        />
      </Stack>
    </LocalizationProvider>
  );
}
