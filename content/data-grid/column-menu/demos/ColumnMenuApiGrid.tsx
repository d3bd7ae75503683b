import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, plant: 'Monstera', light: 'Indirect', water: 7 },
  { id: 2, plant: 'Snake plant', light: 'Low', water: 14 },
  { id: 3, plant: 'Fiddle leaf fig', light: 'Bright', water: 7 },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 150 },
  { field: 'light', headerName: 'Light', width: 130 },
  { field: 'water', headerName: 'Water every (days)', type: 'number', width: 170 },
];

export default function ColumnMenuApiGrid() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('closed');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showColumnMenu('light')}>
          Open Light menu
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showColumnMenu('water')}>
          Open Water menu
        </Button>
        <Typography variant="body2">Menu: {status}</Typography>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onMenuOpen={() => setStatus('open')}
          onMenuClose={() => setStatus('closed')}
        />
      </Box>
    </Box>
  );
}
