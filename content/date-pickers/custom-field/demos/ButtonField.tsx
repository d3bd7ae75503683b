import Button from '@mui/material/Button';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useForkRef } from '@mui/material/utils';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// Replaces the text field with a button: no typing, one click opens the calendar.
function ButtonDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  // The popup anchors itself to the element registered as trigger.
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const text = picker.value?.isValid() ? picker.value.format('ddd, MMM D, YYYY') : 'Pick a date';

  return (
    <Button
      id={props.id}
      ref={ref}
      variant="outlined"
      startIcon={<CalendarMonthIcon />}
      className={picker.rootClassName}
      sx={picker.rootSx}
      onClick={() => picker.setOpen((previous) => !previous)}
    >
      {picker.label ? `${picker.label}: ${text}` : text}
    </Button>
  );
}

export default function ButtonField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker label="Report date" defaultValue={dayjs('2026-03-14')} slots={{ field: ButtonDateField }} />
    </LocalizationProvider>
  );
}
