import * as React from 'react';
import { styled } from '@mui/material/styles';
import dayjs, { Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, PickerDayProps } from '@mui/x-date-pickers/PickerDay';

dayjs.extend(isoWeek);

interface WeekDayProps extends PickerDayProps {
  selectedDay?: Dayjs | null;
  hoveredDay?: Dayjs | null;
}

const sameWeek = (a: Dayjs, b: Dayjs | null | undefined) =>
  b != null && a.isoWeek() === b.isoWeek() && a.isoWeekYear() === b.isoWeekYear();

// Every day of the chosen (or hovered) ISO week is painted as one band, Monday to Sunday.
const WeekDay = styled(PickerDay, {
  shouldForwardProp: (prop) => prop !== 'selectedDay' && prop !== 'hoveredDay',
})<WeekDayProps>(({ theme, day, selectedDay, hoveredDay }) => ({
  // Days have a horizontal margin: drop it and widen the cell so the band has no gaps.
  '--PickerDay-horizontalMargin': '0px',
  width: 'calc(var(--PickerDay-size) + 4px)',
  borderRadius: 0,
  ...(sameWeek(day, hoveredDay) && { backgroundColor: theme.palette.action.hover }),
  ...(sameWeek(day, selectedDay) && {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover, &:focus': { backgroundColor: theme.palette.primary.dark },
  }),
  ...(day.isoWeekday() === 1 && { borderTopLeftRadius: '50%', borderBottomLeftRadius: '50%' }),
  ...(day.isoWeekday() === 7 && { borderTopRightRadius: '50%', borderBottomRightRadius: '50%' }),
})) as React.ComponentType<WeekDayProps>;

export default function WeekPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-18'));
  const [hovered, setHovered] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <DateCalendar
        value={value}
        onChange={setValue}
        showDaysOutsideCurrentMonth
        displayWeekNumber
        slots={{ day: WeekDay }}
        slotProps={{
          day: (ownerState) =>
            ({
              selectedDay: value,
              hoveredDay: hovered,
              onPointerEnter: () => setHovered(ownerState.day),
              onPointerLeave: () => setHovered(null),
            }) as Partial<WeekDayProps>,
        }}
      />
    </LocalizationProvider>
  );
}
