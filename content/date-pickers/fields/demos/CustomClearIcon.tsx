import Stack from '@mui/material/Stack';
import BackspaceOutlinedIcon from '@mui/icons-material/BackspaceOutlined';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function CustomClearIcon() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="Last service"
          defaultValue={dayjs('2026-01-19')}
          clearable
          slots={{ clearIcon: BackspaceOutlinedIcon }}
          slotProps={{ clearButton: { size: 'small', color: 'warning' } }}
        />
        <TimeField
          label="Reminder"
          defaultValue={dayjs('2026-01-19T08:15')}
          clearable
          clearButtonPosition="start"
          slotProps={{ clearIcon: { fontSize: 'small', color: 'action' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
