import TextField from '@mui/material/TextField';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function MaterialTextField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* The field keeps its section editing, rendered in a plain <input> of Material UI's TextField. */}
      <DatePicker
        label="Date of birth"
        defaultValue={dayjs('1991-11-23')}
        enableAccessibleFieldDOMStructure={false}
        slots={{ textField: TextField }}
      />
    </LocalizationProvider>
  );
}
