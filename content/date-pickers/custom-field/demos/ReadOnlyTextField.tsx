import TextField from '@mui/material/TextField';
import { useForkRef } from '@mui/material/utils';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, DatePickerFieldProps } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

// A read-only text field showing a long, friendly format; it opens the picker on click.
function FriendlyDateField(props: DatePickerFieldProps) {
  const picker = usePickerContext<Dayjs | null>();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);

  return (
    <TextField
      id={props.id}
      ref={ref}
      label={picker.label}
      name={picker.name}
      value={picker.value?.isValid() ? picker.value.format('dddd D MMMM YYYY') : ''}
      placeholder="Click to choose"
      className={picker.rootClassName}
      sx={[{ minWidth: 300 }, ...(Array.isArray(picker.rootSx) ? picker.rootSx : [picker.rootSx])]}
      onClick={() => picker.setOpen(true)}
      slotProps={{ htmlInput: { readOnly: true, style: { cursor: 'pointer' } } }}
    />
  );
}

export default function ReadOnlyTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Wedding day"
        defaultValue={dayjs('2026-06-20')}
        minDate={dayjs('2026-03-14')}
        slots={{ field: FriendlyDateField }}
      />
    </LocalizationProvider>
  );
}
