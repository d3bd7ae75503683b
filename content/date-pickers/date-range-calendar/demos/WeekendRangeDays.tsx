import type * as React from 'react';
import { styled } from '@mui/material/styles';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DateRangePickerDay, DateRangePickerDayProps } from '@mui/x-date-pickers-pro/DateRangePickerDay';

// Weekend days inside the selected range get the secondary colour: they are not billed.
const BillingDay = styled(DateRangePickerDay)(({ theme, isHighlighting, day }) => ({
  ...(isHighlighting &&
    (day.day() === 0 || day.day() === 6) && {
      backgroundColor: theme.palette.secondary.light,
      color: theme.palette.secondary.contrastText,
    }),
})) as React.ComponentType<DateRangePickerDayProps>;

export default function WeekendRangeDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        calendars={1}
        defaultValue={[dayjs('2026-02-02'), dayjs('2026-02-20')]}
        slots={{ day: BillingDay }}
      />
    </LocalizationProvider>
  );
}
