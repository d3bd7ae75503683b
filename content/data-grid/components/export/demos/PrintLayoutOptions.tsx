import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportPrint, GridColDef, Toolbar } from '@mui/x-data-grid';

interface Shift {
  id: number;
  day: string;
  nurse: string;
  ward: string;
  start: string;
  end: string;
  phone: string;
}

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const nurses = ['R. Adeyemi', 'L. Schmidt', 'K. Sato', 'P. Moreno'];
const wards = ['East 2', 'West 1', 'ICU'];
const rows: Shift[] = Array.from({ length: 21 }, (_, index) => ({
  id: index + 1,
  day: days[index % days.length],
  nurse: nurses[index % nurses.length],
  ward: wards[Math.floor(index / 7)],
  start: index % 2 === 0 ? '07:00' : '19:00',
  end: index % 2 === 0 ? '19:00' : '07:00',
  phone: `+44 20 7946 0${String(100 + index * 7).slice(-3)}`,
}));

const columns: GridColDef<Shift>[] = [
  { field: 'day', headerName: 'Day', width: 80 },
  { field: 'nurse', headerName: 'Nurse', flex: 1 },
  { field: 'ward', headerName: 'Ward', width: 100 },
  { field: 'start', headerName: 'Start', width: 90 },
  { field: 'end', headerName: 'End', width: 90 },
  { field: 'phone', headerName: 'Phone', width: 170 },
];

// A printed rota: landscape pages, no phone numbers, no grid chrome.
function RotaToolbar() {
  return (
    <Toolbar>
      <ExportPrint
        render={<Button size="small" variant="outlined" startIcon={<PrintIcon />} />}
        options={{
          fileName: 'ward-rota',
          fields: ['day', 'nurse', 'ward', 'start', 'end'],
          hideFooter: true,
          hideToolbar: true,
          pageStyle: '@page { size: landscape; margin: 12mm; } .MuiDataGrid-root { border: none; }',
        }}
      >
        Print rota
      </ExportPrint>
    </Toolbar>
  );
}

export default function PrintLayoutOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: RotaToolbar }} showToolbar />
    </Box>
  );
}
