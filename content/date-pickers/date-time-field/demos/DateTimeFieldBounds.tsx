import * as React from 'react';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

const orderedAt = dayjs('2025-08-14T16:20');
const deadline = orderedAt.add(2, 'day');

export default function DateTimeFieldBounds() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  let helperText = `Between ${orderedAt.format('MMM D HH:mm')} and ${deadline.format('MMM D HH:mm')}`;
  if (error === 'minDate' || error === 'minTime') helperText = 'Delivery cannot happen before the order';
  if (error === 'maxDate' || error === 'maxTime') helperText = 'Delivery is guaranteed within 48 hours';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimeField label="Ordered at" value={orderedAt} readOnly ampm={false} />
        <DateTimeField
          label="Delivered at"
          ampm={false}
          defaultValue={orderedAt.subtract(1, 'hour')}
          minDateTime={orderedAt}
          maxDateTime={deadline}
          onError={setError}
          helperText={helperText}
        />
      </Stack>
    </LocalizationProvider>
  );
}
