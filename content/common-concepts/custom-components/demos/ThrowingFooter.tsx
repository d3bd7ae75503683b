import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridFooterContainer, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Lisbon', visitors: 1840 },
  { id: 2, city: 'Nairobi', visitors: 1275 },
  { id: 3, city: 'Osaka', visitors: 2310 },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'visitors', headerName: 'Visitors', type: 'number', width: 120 },
];

function FragileFooter() {
  const [broken, setBroken] = React.useState(false);
  if (broken) {
    // Thrown during render, so React passes it up to the nearest error boundary.
    throw new Error('The custom footer could not render its summary.');
  }
  return (
    <GridFooterContainer sx={{ px: 1 }}>
      <Box component="span" sx={{ fontSize: 14 }}>
        {rows.length} cities
      </Box>
      <Button size="small" color="error" onClick={() => setBroken(true)}>
        Break the footer
      </Button>
    </GridFooterContainer>
  );
}

export default function ThrowingFooter() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ footer: FragileFooter }} />
    </Box>
  );
}
