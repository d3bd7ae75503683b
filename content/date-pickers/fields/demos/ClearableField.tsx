import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function ClearableField() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-12-24'));
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 340 }}>
        <DateField
          label="Delivery date"
          value={value}
          onChange={setValue}
          clearable
          onClear={() => setClears((n) => n + 1)}
        />
        <Typography variant="caption" color="text.secondary">
          Cleared {clears} time{clears === 1 ? '' : 's'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
