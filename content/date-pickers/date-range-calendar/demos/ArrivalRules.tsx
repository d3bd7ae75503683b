import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRange } from '@mui/x-date-pickers-pro/models';

const thisMonth = dayjs().startOf('month');
// Nights already taken, generated relative to the current month so the demo stays current.
const booked = new Set([3, 4, 5, 17, 18].map((day) => thisMonth.date(day).format('YYYY-MM-DD')));

export default function ArrivalRules() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        value={stay}
        onChange={(value) => setStay(value)}
        currentMonthCalendarPosition={2}
        shouldDisableDate={(day, position) =>
          booked.has(day.format('YYYY-MM-DD')) || (position === 'start' && day.day() !== 6)
        }
      />
    </LocalizationProvider>
  );
}
