import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const publication = dayjs('2026-04-07');

export default function DateFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DatePicker label="Locale default" defaultValue={publication} />
        {/* ISO order, as a server or a spreadsheet expects it. */}
        <DatePicker label="ISO 8601" defaultValue={publication} format="YYYY-MM-DD" />
        {/* Month names are letter sections: typing "Ma" picks March, then "y" May. */}
        <DatePicker
          label="Spacious, with month name"
          defaultValue={publication}
          format="DD MMM YYYY"
          formatDensity="spacious"
        />
      </Stack>
    </LocalizationProvider>
  );
}
