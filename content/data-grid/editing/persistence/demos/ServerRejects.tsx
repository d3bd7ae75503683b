import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  nights: number;
  room: string;
}

const initialRows: Booking[] = [
  { id: 1, guest: 'Alice Moreau', nights: 2, room: '101' },
  { id: 2, guest: 'Bao Nguyen', nights: 5, room: '204' },
  { id: 3, guest: 'Carlos Mendes', nights: 1, room: '312' },
  { id: 4, guest: 'Dalia Cohen', nights: 3, room: '108' },
];

// The server's rules: 1 to 14 nights, rooms 101–120, 201–220 or 301–320.
function saveBooking(booking: Booking): Promise<Booking> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const room = Number(booking.room);
      if (booking.nights < 1 || booking.nights > 14) {
        reject(new Error(`A stay must last 1 to 14 nights, not ${booking.nights}.`));
      } else if (!(room % 100 >= 1 && room % 100 <= 20 && room >= 101 && room <= 320)) {
        reject(new Error(`Room ${booking.room} does not exist.`));
      } else {
        resolve(booking);
      }
    }, 400);
  });
}

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100, editable: true },
  { field: 'room', headerName: 'Room', width: 100, editable: true },
];

export default function ServerRejects() {
  const [error, setError] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        // On rejection the cell stays in edit mode with the typed value; Escape reverts it.
        processRowUpdate={(newRow) => saveBooking(newRow)}
        onProcessRowUpdateError={(reason: Error) => setError(reason.message)}
        hideFooter
      />
      <Snackbar open={error !== null} autoHideDuration={4000} onClose={() => setError(null)}>
        <Alert severity="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      </Snackbar>
    </Box>
  );
}
