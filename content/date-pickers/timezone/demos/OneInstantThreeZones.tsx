import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

// A product launch stored as UTC, the way most APIs send it.
const launch = dayjs.utc('2026-03-14T16:00:00Z');

const offices = [
  { city: 'London', zone: 'Europe/London' },
  { city: 'New York', zone: 'America/New_York' },
  { city: 'Tokyo', zone: 'Asia/Tokyo' },
];

export default function OneInstantThreeZones() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeField label="Launch (UTC)" defaultValue={launch} timezone="UTC" readOnly />
        {offices.map(({ city, zone }) => (
          <DateTimeField
            key={zone}
            label={`Launch in ${city}`}
            defaultValue={launch}
            timezone={zone}
            readOnly
          />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
