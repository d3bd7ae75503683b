import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface MenuRow {
  id: string;
  dish: string;
  diet?: string;
  price?: number;
  section?: boolean;
}

const rows: MenuRow[] = [
  { id: 's1', dish: 'Starters', section: true },
  { id: 'd1', dish: 'Roasted beetroot salad', diet: 'Vegan', price: 9.5 },
  { id: 'd2', dish: 'Fish soup', diet: '—', price: 11 },
  { id: 's2', dish: 'Mains', section: true },
  { id: 'd3', dish: 'Mushroom risotto', diet: 'Vegetarian', price: 18 },
  { id: 'd4', dish: 'Lamb shoulder', diet: '—', price: 26 },
  { id: 'd5', dish: 'Chickpea curry', diet: 'Vegan', price: 16.5 },
];

const columns: GridColDef<MenuRow>[] = [
  {
    field: 'dish',
    headerName: 'Dish',
    flex: 1,
    minWidth: 200,
    // A section row spans every visible column, however many there are.
    colSpan: (_value, row, _column, apiRef) =>
      row.section ? apiRef.current.getVisibleColumns().length : undefined,
    cellClassName: (params) => (params.row.section ? 'section-cell' : ''),
  },
  { field: 'diet', headerName: 'Diet', width: 130 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value?: number) => (value == null ? '' : `€${value.toFixed(2)}`),
  },
];

export default function SectionRowsColSpanGrid() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .section-cell': { fontWeight: 700, backgroundColor: 'action.hover' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter disableColumnSorting showToolbar />
    </Box>
  );
}
