import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataGridPremium, ExportExcel, GridColDef, Toolbar, ToolbarButton } from '@mui/x-data-grid-premium';

interface Flight {
  id: string;
  from: string;
  to: string;
  departure: string;
  gate: string;
}

const routes = [
  ['LIS', 'AMS'],
  ['AMS', 'CPH'],
  ['CPH', 'HEL'],
  ['HEL', 'BER'],
  ['BER', 'VIE'],
  ['VIE', 'LIS'],
];
const rows: Flight[] = routes.map(([from, to], index) => ({
  id: `XA${310 + index * 7}`,
  from,
  to,
  departure: `${String(6 + index * 2).padStart(2, '0')}:${index % 2 === 0 ? '15' : '45'}`,
  gate: `${String.fromCharCode(65 + (index % 4))}${10 + index}`,
}));

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 90 },
  { field: 'to', headerName: 'To', width: 90 },
  { field: 'departure', headerName: 'Departure', width: 120 },
  { field: 'gate', headerName: 'Gate', flex: 1 },
];

// A toolbar built from the composable parts, with a single Excel button.
function ExcelOnlyToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download as Excel">
        <ExportExcel render={<ToolbarButton />} options={{ fileName: 'departures' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportExcel>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExcelToolbarButton() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        slots={{ toolbar: ExcelOnlyToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
