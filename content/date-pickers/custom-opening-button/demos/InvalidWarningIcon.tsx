import * as React from 'react';
import IconButton, { IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useIsValidValue, usePickerContext } from '@mui/x-date-pickers/hooks';

// The default button, preceded by a warning icon while the value breaks the picker's rules.
function ButtonWithWarning(props: IconButtonProps) {
  const { value } = usePickerContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();
  return (
    <React.Fragment>
      {value != null && !isValid(value) ? (
        <Tooltip title="Pick a weekday in the next 60 days">
          <ErrorOutlineIcon color="error" fontSize="small" sx={{ mr: 0.5 }} />
        </Tooltip>
      ) : null}
      <IconButton {...props} />
    </React.Fragment>
  );
}

const today = dayjs().startOf('day');

export default function InvalidWarningIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        defaultValue={today.add(70, 'day')}
        disablePast
        maxDate={today.add(60, 'day')}
        shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
        slots={{ openPickerButton: ButtonWithWarning }}
      />
    </LocalizationProvider>
  );
}
