import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GetApplyQuickFilterFn, GridColDef } from '@mui/x-data-grid';

interface Part {
  id: number;
  sku: string;
  name: string;
  stock: number;
}

const rows: Part[] = [
  { id: 101, sku: 'BR-2201', name: 'Brake pad set', stock: 14 },
  { id: 102, sku: 'FL-1030', name: 'Oil filter', stock: 101 },
  { id: 103, sku: 'BR-2290', name: 'Brake disc', stock: 6 },
  { id: 104, sku: 'SP-0410', name: 'Spark plug', stock: 220 },
  { id: 105, sku: 'WB-7700', name: 'Wiper blade', stock: 14 },
];

// SKUs match from their start only, whatever the case of the typed text.
const skuPrefix: GetApplyQuickFilterFn<Part, string> = (value) => {
  if (!value) {
    return null;
  }
  const prefix = String(value).toUpperCase();
  return (cellValue) => cellValue.startsWith(prefix);
};

// Stock matches a whole number exactly: "14" does not find 140 or 214.
const exactNumber: GetApplyQuickFilterFn<Part, number> = (value) => {
  if (!/^\d+$/.test(String(value))) {
    return null;
  }
  return (cellValue) => cellValue === Number(value);
};

const columns: GridColDef<Part>[] = [
  // Internal IDs stay visible but are never searched.
  { field: 'id', headerName: 'ID', width: 80, getApplyQuickFilterFn: () => null },
  { field: 'sku', headerName: 'SKU', width: 120, getApplyQuickFilterFn: skuPrefix },
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 100,
    getApplyQuickFilterFn: exactNumber,
  },
];

export default function ColumnQuickFilterFnGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['br'] } } }}
      />
    </Box>
  );
}
