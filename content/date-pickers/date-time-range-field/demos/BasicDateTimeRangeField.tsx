import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

const pickUp = dayjs('2026-06-19T10:00');

export default function BasicDateTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <SingleInputDateTimeRangeField
          label="Van rental"
          defaultValue={[pickUp, pickUp.add(3, 'day').hour(18)]}
        />
        <MultiInputDateTimeRangeField
          ampm={false}
          defaultValue={[pickUp.add(1, 'week'), pickUp.add(1, 'week').add(5, 'hour')]}
          slotProps={{
            textField: ({ position }: { position?: 'start' | 'end' }) => ({
              label: position === 'start' ? 'Venue booked from' : 'Venue booked until',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
