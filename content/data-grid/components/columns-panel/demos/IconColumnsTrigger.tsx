import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, GridColDef, Toolbar, ToolbarButton } from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  category: string;
  price: number;
  stock: number;
  supplier: string;
}

const names = [
  'Desk lamp',
  'Oak shelf',
  'Wool throw',
  'Ceramic mug',
  'Linen cushion',
  'Wall clock',
  'Floor rug',
  'Tea kettle',
];
const categories = ['Lighting', 'Furniture', 'Textiles', 'Kitchen'];
const suppliers = ['Nordlys', 'Casa Verde', 'Hikari Co.'];
const rows: Product[] = names.map((name, index) => ({
  id: index + 1,
  sku: `HM-${1200 + index * 7}`,
  name,
  category: categories[index % categories.length],
  price: 14 + ((index * 29) % 180),
  stock: (index * 13) % 60,
  supplier: suppliers[index % suppliers.length],
}));

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 100 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'supplier', headerName: 'Supplier', width: 130 },
];

function ColumnsToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Choose columns">
        <ColumnsPanelTrigger render={<ToolbarButton aria-label="Choose columns" />}>
          <ViewColumnIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
    </Toolbar>
  );
}

export default function IconColumnsTrigger() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: ColumnsToolbar }} showToolbar />
    </Box>
  );
}
