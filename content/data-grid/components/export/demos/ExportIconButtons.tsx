import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportCsv, ExportPrint, GridColDef, Toolbar, ToolbarButton } from '@mui/x-data-grid';

interface Run {
  id: number;
  date: Date;
  route: string;
  distanceKm: number;
  pace: string;
}

const routes = ['Park loop', 'River path', 'Hill repeats', 'Track session', 'Forest trail'];
const rows: Run[] = Array.from({ length: 16 }, (_, index) => ({
  id: index + 1,
  date: new Date(2025, 3, 1 + index * 2),
  route: routes[index % routes.length],
  distanceKm: 5 + ((index * 3) % 17),
  pace: `${4 + (index % 3)}:${String((index * 13) % 60).padStart(2, '0')} /km`,
}));

const columns: GridColDef<Run>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'route', headerName: 'Route', flex: 1 },
  { field: 'distanceKm', headerName: 'Distance (km)', type: 'number', width: 130 },
  { field: 'pace', headerName: 'Pace', width: 110 },
];

function ExportToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Download as CSV">
        <ExportCsv
          render={<ToolbarButton aria-label="Download as CSV" />}
          options={{ fileName: 'training-log' }}
        >
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton aria-label="Print" />}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}

export default function ExportIconButtons() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ExportToolbar }} showToolbar />
    </Box>
  );
}
