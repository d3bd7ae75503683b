import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersTextField, PickersTextFieldProps } from '@mui/x-date-pickers/PickersTextField';

// The app's own text field: PickersTextField with other defaults. It keeps the section DOM,
// so it works as the textField slot of any field or picker.
const FilledDateTextField = React.forwardRef<HTMLDivElement, PickersTextFieldProps>(
  function FilledDateTextField(props, ref) {
    return <PickersTextField variant="filled" size="small" {...props} ref={ref} />;
  },
);

export default function MaterialTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Date of birth"
          defaultValue={dayjs('1991-11-23')}
          slots={{ textField: FilledDateTextField }}
        />
        <DateField
          label="Date of issue"
          defaultValue={dayjs('2024-02-09')}
          slots={{ textField: FilledDateTextField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
