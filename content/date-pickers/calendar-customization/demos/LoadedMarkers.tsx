import * as React from 'react';
import Badge from '@mui/material/Badge';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickerDay, PickerDayProps } from '@mui/x-date-pickers/PickerDay';

// A fake server: returns the days of a month that have a team event.
function fetchEventDays(month: Dayjs): Promise<number[]> {
  const seed = month.month() + 1;
  const days = [3, 8, 14, 19, 26].map((d) => ((d + seed * 3) % month.daysInMonth()) + 1);
  return new Promise((resolve) => setTimeout(() => resolve(days), 600));
}

function EventDay(props: PickerDayProps & { eventDays?: number[] }) {
  const { eventDays = [], day, outsideCurrentMonth, ...other } = props;
  const hasEvent = !outsideCurrentMonth && eventDays.includes(day.date());
  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasEvent}>
      <PickerDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function LoadedMarkers() {
  const [loading, setLoading] = React.useState(true);
  const [eventDays, setEventDays] = React.useState<number[]>([]);
  const request = React.useRef(0);

  const load = React.useCallback((month: Dayjs) => {
    request.current += 1;
    const current = request.current;
    setLoading(true);
    fetchEventDays(month).then((days) => {
      // Ignore answers for months the user has already left.
      if (current === request.current) {
        setEventDays(days);
        setLoading(false);
      }
    });
  }, []);

  React.useEffect(() => {
    load(dayjs('2026-03-01'));
  }, [load]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-03-14')}
        loading={loading}
        onMonthChange={load}
        renderLoading={() => <DayCalendarSkeleton />}
        slots={{ day: EventDay }}
        slotProps={{ day: { eventDays } as PickerDayProps & { eventDays: number[] } }}
      />
    </LocalizationProvider>
  );
}
