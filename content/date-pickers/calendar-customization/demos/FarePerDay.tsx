import Box from '@mui/material/Box';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay, PickerDayProps } from '@mui/x-date-pickers/PickerDay';

// A deterministic fare for each day: cheaper mid-week, dearer at weekends.
function fareFor(day: Dayjs) {
  const base = [149, 89, 79, 79, 99, 139, 169][day.day()];
  return base + (day.date() % 4) * 5;
}

// Wraps the default day so it keeps selection, focus and keyboard handling.
function FareDay(props: PickerDayProps) {
  const { day, outsideCurrentMonth, ...other } = props;
  const fare = fareFor(day);
  const cheap = fare < 95;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 40 }}>
      <PickerDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
      {!outsideCurrentMonth && (
        <Box
          component="span"
          sx={{ fontSize: 10, lineHeight: 1, color: cheap ? 'success.main' : 'text.secondary' }}
        >
          €{fare}
        </Box>
      )}
    </Box>
  );
}

export default function FarePerDay() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-03-18')}
        minDate={dayjs('2026-03-01')}
        views={['day']}
        slots={{ day: FareDay }}
        sx={{ height: 'auto', maxHeight: 'none', '& .MuiDayCalendar-slideTransition': { minHeight: 320 } }}
      />
    </LocalizationProvider>
  );
}
