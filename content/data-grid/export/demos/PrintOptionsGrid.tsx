import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridPrintExportOptions, useGridApiRef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  start: string;
  end: string;
}

const rows: Shift[] = [
  { id: 1, nurse: 'Grace Mwangi', ward: 'Cardiology', start: '07:00', end: '15:00' },
  { id: 2, nurse: 'Tomás Ortega', ward: 'Pediatrics', start: '15:00', end: '23:00' },
  { id: 3, nurse: 'Aiko Mori', ward: 'Cardiology', start: '23:00', end: '07:00' },
  { id: 4, nurse: 'Liam Byrne', ward: 'Emergency', start: '07:00', end: '19:00' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1 },
  { field: 'ward', headerName: 'Ward', width: 140 },
  { field: 'start', headerName: 'Start', width: 90 },
  { field: 'end', headerName: 'End', width: 90 },
];

const printOptions: GridPrintExportOptions = {
  fileName: 'Shift roster',
  hideFooter: true,
  hideToolbar: true,
  // Extra CSS for the print window only.
  pageStyle: '@page { size: landscape; margin: 12mm; } .MuiDataGrid-root { font-size: 11pt; }',
};

export default function PrintOptionsGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.exportDataAsPrint(printOptions)}
      >
        Print the roster
      </Button>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          slotProps={{
            toolbar: {
              // The roster is meant for paper: the CSV entry is removed from the menu.
              csvOptions: { disableToolbarButton: true },
              printOptions,
            },
          }}
        />
      </Box>
    </Box>
  );
}
