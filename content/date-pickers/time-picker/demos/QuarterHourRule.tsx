import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { TimeValidationError } from '@mui/x-date-pickers/models';

// 10:07 is typed in both fields; only minutesStep turns it into an error.
const typedTime = dayjs('2026-02-02T10:07');

export default function QuarterHourRule() {
  const [stepsError, setStepsError] = React.useState<TimeValidationError>(null);
  const [ruleError, setRuleError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker
          label="Offered every 15 minutes"
          defaultValue={typedTime}
          timeSteps={{ minutes: 15 }}
          onError={setStepsError}
          slotProps={{ textField: { helperText: `Error: ${stepsError ?? 'none'}` } }}
        />
        <TimePicker
          label="Quarter hours only"
          defaultValue={typedTime}
          timeSteps={{ minutes: 15 }}
          minutesStep={15}
          onError={setRuleError}
          slotProps={{ textField: { helperText: `Error: ${ruleError ?? 'none'}` } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
