import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { FieldOwnerState } from '@mui/x-date-pickers/models';
import { DateRangeValidationError, RangePosition } from '@mui/x-date-pickers-pro/models';

const seasonEnd = dayjs('2026-09-30');

export default function InvalidWarningRange() {
  // One error per end: [startError, endError].
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        defaultValue={[dayjs('2026-09-24'), dayjs('2026-10-03')]}
        maxDate={seasonEnd}
        onError={setError}
        slots={{ field: MultiInputDateRangeField }}
        slotProps={{
          textField: ({ position }: FieldOwnerState & { position?: RangePosition }) => {
            const fieldError = error[position === 'end' ? 1 : 0];
            return {
              label: position === 'end' ? 'Campsite check-out' : 'Campsite check-in',
              // The adornment goes through the text field's own slotProps.input (InputProps is ignored).
              slotProps: fieldError
                ? {
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <ErrorOutlineIcon color="error" titleAccess="The campsite closes on September 30" />
                        </InputAdornment>
                      ),
                    },
                  }
                : undefined,
            };
          },
        }}
      />
    </LocalizationProvider>
  );
}
