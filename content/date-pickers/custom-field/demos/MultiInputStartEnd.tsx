import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { FieldOwnerState } from '@mui/x-date-pickers/models';
import { RangePosition } from '@mui/x-date-pickers-pro/models';

export default function MultiInputStartEnd() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2026-05-04'), dayjs('2026-05-15')]}
        slots={{ field: MultiInputDateRangeField }}
        slotProps={{
          // Called once per input, with the position of the input it renders.
          textField: ({ position }: FieldOwnerState & { position?: RangePosition }) =>
            position === 'start'
              ? { label: 'Leave starts', helperText: 'First day off' }
              : { label: 'Back at work', helperText: 'Last day off', color: 'secondary' },
        }}
      />
    </LocalizationProvider>
  );
}
