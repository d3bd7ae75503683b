import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

const WAREHOUSES = ['Rotterdam', 'Gdańsk', 'Valencia'];
const CATEGORIES = ['Tools', 'Garden', 'Lighting'];

const rows = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${5100 + index * 3}`,
  warehouse: WAREHOUSES[index % 3],
  category: CATEGORIES[(index * 2) % 3],
  stock: (index * 29) % 400,
}));

const columns: GridColDef[] = [
  // Unique per row: grouping by it would create one group per row.
  { field: 'sku', headerName: 'SKU', width: 120, groupable: false },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110, groupable: false },
];

export default function RestrictGrouping() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableRowGrouping"
      />
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          disableRowGrouping={disabled}
          initialState={{ rowGrouping: { model: ['warehouse'] } }}
        />
      </Box>
    </Box>
  );
}
