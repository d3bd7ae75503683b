import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';

interface Sale {
  id: number;
  store: string;
  total: number;
  date: Date;
}

const initialRows: Sale[] = [
  { id: 1, store: 'Sevilla Centro', total: 18450.75, date: new Date(2025, 4, 2) },
  { id: 2, store: 'Valencia Puerto', total: 9320.4, date: new Date(2025, 4, 9) },
  { id: 3, store: 'Bilbao Abando', total: 12005, date: new Date(2025, 4, 16) },
];

// Packs translate the grid, not the cell values: format numbers and dates yourself.
const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' });

const columns: GridColDef<Sale>[] = [
  { field: 'store', headerName: 'Tienda', flex: 1 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'date',
    headerName: 'Fecha',
    type: 'date',
    width: 180,
    valueFormatter: (value: Date) => longDate.format(value),
  },
];

// Start from the Spanish pack and replace the texts that should match the product.
const localeText = {
  ...esES.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: 'Todavía no hay ventas esta semana',
  toolbarQuickFilterPlaceholder: 'Buscar una tienda…',
};

export default function ExtendedPackGrid() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <Box sx={{ width: '100%' }}>
      <Button sx={{ mb: 1 }} onClick={() => setRows((prev) => (prev.length ? [] : initialRows))}>
        {rows.length ? 'Vaciar la tabla' : 'Restaurar las filas'}
      </Button>
      <Box sx={{ height: 330 }}>
        <DataGrid rows={rows} columns={columns} showToolbar localeText={localeText} />
      </Box>
    </Box>
  );
}
