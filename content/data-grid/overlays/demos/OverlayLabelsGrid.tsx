import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridLocaleText } from '@mui/x-data-grid';

const invoices = [
  { id: 'INV-081', client: 'Harbor Dental', total: 1240 },
  { id: 'INV-082', client: 'Fjord Analytics', total: 860 },
  { id: 'INV-083', client: 'Maple & Pine', total: 2315 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

// Only the keys you pass are replaced; the rest keep their default text.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'No invoices yet. Create one to get started.',
  noResultsOverlayLabel: 'No invoice matches your search.',
};

export default function OverlayLabelsGrid() {
  const [empty, setEmpty] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />}
        label="Empty data set"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={empty ? [] : invoices}
          columns={columns}
          localeText={localeText}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
