import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';
import { validateDate } from '@mui/x-date-pickers/validation';

// Rows of a spreadsheet import, checked with the rules the booking form's Date Picker uses.
const rows = [
  { guest: 'A. Okafor', arrival: '2026-05-14' },
  { guest: 'L. Moreau', arrival: '2026-05-17' },
  { guest: 'K. Tanaka', arrival: '2027-02-01' },
  { guest: 'S. Novak', arrival: '2026-13-02' },
];
const rules = {
  minDate: dayjs('2026-05-01'),
  maxDate: dayjs('2026-10-31'),
  disablePast: false,
  disableFuture: false,
  shouldDisableDate: (day: dayjs.Dayjs) => day.day() === 0, // no arrivals on Sundays
};

function ImportTable() {
  const adapter = usePickerAdapter();
  return (
    <Table size="small" aria-label="Imported arrivals">
      <TableHead>
        <TableRow>
          <TableCell>Guest</TableCell>
          <TableCell>Arrival</TableCell>
          <TableCell>Check</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          // Parsed by the adapter: a malformed string gives an invalid date, which validateDate reports.
          const value = adapter.parse(row.arrival, 'YYYY-MM-DD');
          const error = validateDate({ adapter, value, timezone: 'default', props: rules });
          return (
            <TableRow key={row.guest}>
              <TableCell>{row.guest}</TableCell>
              <TableCell>{row.arrival}</TableCell>
              <TableCell sx={{ color: error ? 'error.main' : 'success.main' }}>{error ?? 'ok'}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export default function ImportedDatesCheck() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ImportTable />
    </LocalizationProvider>
  );
}
