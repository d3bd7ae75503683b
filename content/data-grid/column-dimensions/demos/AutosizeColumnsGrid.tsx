import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'Reykjavík', country: 'Iceland', landmark: 'Hallgrímskirkja' },
  { id: 2, city: 'San José', country: 'Costa Rica', landmark: 'Teatro Nacional de Costa Rica' },
  { id: 3, city: 'Kuala Lumpur', country: 'Malaysia', landmark: 'Petronas Twin Towers' },
  { id: 4, city: 'Cape Town', country: 'South Africa', landmark: 'Table Mountain' },
  { id: 5, city: 'Montevideo', country: 'Uruguay', landmark: 'Palacio Salvo' },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', width: 90 },
  { field: 'country', headerName: 'Country', width: 90 },
  { field: 'landmark', headerName: 'Best-known landmark', width: 120 },
  { field: 'id', headerName: 'ID (fixed)', width: 100, resizable: false },
];

export default function AutosizeColumnsGrid() {
  const apiRef = useGridApiRef();
  const [lastChange, setLastChange] = React.useState('Drag a column separator to resize.');

  const autosize = () => {
    apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={autosize}>
          Autosize columns
        </Button>
        <Typography variant="body2">{lastChange}</Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onColumnWidthChange={(params) =>
            setLastChange(`${params.colDef.headerName}: ${Math.round(params.width)}px`)
          }
        />
      </Box>
    </Box>
  );
}
