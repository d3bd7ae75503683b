import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

// Replaces the month label and arrows: one step is a month, a double step a quarter.
function QuarterHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange } = props;
  const month = currentMonth as Dayjs;
  const go = (months: number) => onMonthChange(month.add(months, 'month'));
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      <Stack direction="row">
        <IconButton onClick={() => go(-3)} aria-label="Previous quarter">
          <KeyboardDoubleArrowLeftIcon />
        </IconButton>
        <IconButton onClick={() => go(-1)} aria-label="Previous month">
          <ChevronLeftIcon />
        </IconButton>
      </Stack>
      <Typography variant="subtitle1" component="span" aria-live="polite">
        {month.format('MMMM YYYY')} · Q{Math.floor(month.month() / 3) + 1}
      </Typography>
      <Stack direction="row">
        <IconButton onClick={() => go(1)} aria-label="Next month">
          <ChevronRightIcon />
        </IconButton>
        <IconButton onClick={() => go(3)} aria-label="Next quarter">
          <KeyboardDoubleArrowRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function QuarterCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-05-29')} slots={{ calendarHeader: QuarterHeader }} />
    </LocalizationProvider>
  );
}
