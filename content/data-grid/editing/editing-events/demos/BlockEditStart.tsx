import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellEditStartReasons, GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  phone: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Rosa Parks Library', phone: '+1 313 555 0142' },
  { id: 2, name: 'Harbor Dental', phone: '+1 206 555 0199' },
  { id: 3, name: 'City Bike Repair', phone: '+1 503 555 0117' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1, editable: true },
  { field: 'phone', headerName: 'Phone', width: 180, editable: true },
];

// Typing on a focused cell should not overwrite it by accident: only double-click or Enter edit.
export default function BlockEditStart() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onCellEditStart={(params, event) => {
          if (params.reason === GridCellEditStartReasons.printableKeyDown) {
            event.defaultMuiPrevented = true;
          }
        }}
        hideFooter
      />
    </Box>
  );
}
