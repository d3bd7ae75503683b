import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ToolbarAndHeaderFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-11-20')}
        localeText={{ toolbarTitle: 'Pick-up day' }}
        slotProps={{
          // The toolbar spells out the weekday; the header uses a numeric month.
          toolbar: { toolbarFormat: 'ddd D MMMM', toolbarPlaceholder: 'No day yet' },
          calendarHeader: { format: 'MM/YYYY' },
          actionBar: { actions: ['clear', 'today', 'accept'] },
        }}
      />
    </LocalizationProvider>
  );
}
