import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { useForkRef } from '@mui/material/utils';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { useIsValidValue, usePickerContext } from '@mui/x-date-pickers/hooks';

const today = dayjs().startOf('day');
// Delivery runs on Tuesdays and Fridays.
const isDeliveryDay = (day: Dayjs) => day.day() === 2 || day.day() === 5;
const upcoming = Array.from({ length: 28 }, (_, index) => today.add(index + 1, 'day')).filter(isDeliveryDay);

// The field lists the next delivery days; the button still opens the calendar for later dates.
function DeliveryDayField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  // A date chosen in the calendar beyond the list joins the options, so the input can show it.
  const value = picker.value;
  const options =
    value != null && !upcoming.some((day) => day.isSame(value, 'day')) ? [...upcoming, value] : upcoming;

  return (
    <Autocomplete
      id={props.id}
      ref={ref}
      className={picker.rootClassName}
      options={options}
      value={picker.value}
      onChange={(_, day) => picker.setValue(day, { changeImportance: 'accept' })}
      getOptionLabel={(day) => day.format('dddd, MMMM D')}
      isOptionEqualToValue={(option, value) => option.isSame(value, 'day')}
      sx={{ minWidth: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={picker.label}
          name={picker.name}
          error={picker.value != null && !isValid(picker.value)}
          // Keep the props Autocomplete passes to the input, label and <input>, then add the button.
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <IconButton
                    edge="start"
                    aria-label="Choose a later date"
                    onClick={() => picker.setOpen(true)}
                  >
                    <CalendarMonthIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

export default function AutocompleteField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        disablePast
        shouldDisableDate={(day) => !isDeliveryDay(day)}
        slots={{ field: DeliveryDayField }}
      />
    </LocalizationProvider>
  );
}
