import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

const monday = dayjs('2026-03-02');

export default function BasicTimeRangeField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 440 }}>
        <SingleInputTimeRangeField
          label="Support desk hours"
          defaultValue={[monday.hour(8).minute(30), monday.hour(17)]}
        />
        <MultiInputTimeRangeField
          ampm={false}
          defaultValue={[monday.hour(22), monday.hour(23).minute(30)]}
          slotProps={{
            textField: ({ position }: { position?: 'start' | 'end' }) => ({
              label: position === 'start' ? 'Maintenance from' : 'Maintenance until',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
