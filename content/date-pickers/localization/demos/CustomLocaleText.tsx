import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomLocaleText() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{ clearButtonLabel: 'Reset', okButtonLabel: 'Done', fieldDayPlaceholder: () => 'dd' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Provider texts" slotProps={{ actionBar: { actions: ['clear', 'accept'] } }} />
        {/* A picker's own localeText wins over the provider for that one component. */}
        <DatePicker
          label="Picker override"
          defaultValue={dayjs('2025-02-01')}
          localeText={{ toolbarTitle: 'Choose a start date', clearButtonLabel: 'Remove' }}
          slotProps={{ actionBar: { actions: ['clear', 'accept'] }, toolbar: { hidden: false } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
