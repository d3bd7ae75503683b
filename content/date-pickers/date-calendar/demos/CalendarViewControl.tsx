import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateView } from '@mui/x-date-pickers/models';

const views: DateView[] = ['year', 'month', 'day'];

export default function CalendarViewControl() {
  const [view, setView] = React.useState<DateView>('month');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, next: DateView | null) => next && setView(next)}
          aria-label="Calendar view"
        >
          {views.map((option) => (
            <ToggleButton key={option} value={option}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {/* The calendar asks to change view after each choice; the state decides. */}
        <DateCalendar
          defaultValue={dayjs('2026-09-15')}
          views={views}
          view={view}
          onViewChange={setView}
          monthsPerRow={4}
          yearsPerRow={4}
          yearsOrder="desc"
        />
      </Stack>
    </LocalizationProvider>
  );
}
