import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  stock: number;
  price: number;
}

const NAMES = ['Desk lamp', 'Notebook', 'Stapler', 'Monitor arm', 'Cable tray', 'Whiteboard'];

const initialRows: Product[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  stock: (index * 17) % 40,
  price: 12 + index * 9.5,
}));

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, editable: true },
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    width: 120,
    editable: true,
    // Flag the cell as invalid while the draft value is negative; the grid
    // then refuses to leave edit mode until the user fixes it.
    preProcessEditCellProps: (params) => ({
      ...params.props,
      error: Number(params.props.value) < 0,
    }),
  },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: (value: number) => value.toFixed(2),
  },
];

export default function CellEditingGrid() {
  const [lastSaved, setLastSaved] = React.useState('Double-click a cell to edit it.');

  const processRowUpdate = React.useCallback((newRow: Product, oldRow: Product) => {
    const changed = (Object.keys(newRow) as (keyof Product)[]).find((key) => newRow[key] !== oldRow[key]);
    setLastSaved(changed ? `Saved ${newRow.name}: ${changed} = ${String(newRow[changed])}` : 'No change.');
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid rows={initialRows} columns={columns} processRowUpdate={processRowUpdate} />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {lastSaved}
      </Typography>
    </Box>
  );
}
