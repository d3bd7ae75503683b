import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridColDef,
  GridColumnMenu,
  GridColumnMenuProps,
} from '@mui/x-data-grid-pro';

// GridColumnMenu from the Pro package includes the Pro items, such as pinning.
function ProColumnMenu(props: GridColumnMenuProps) {
  const pinnable = props.colDef.field !== 'id';
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // Remove pinning from the ID column's menu only.
        ...(pinnable ? {} : { columnMenuPinningItem: null }),
      }}
      slotProps={{
        // Put pinning at the top of every other menu.
        columnMenuPinningItem: { displayOrder: 0 },
      }}
    />
  );
}

const rows = Array.from({ length: 6 }, (_, index) => ({
  id: 1001 + index,
  customer: ['Helios Ltd', 'Arbor Inc', 'Quill & Co', 'Nimbus AG', 'Ferro SA', 'Lumen BV'][index],
  country: ['GR', 'US', 'UK', 'CH', 'ES', 'NL'][index],
  revenue: 12000 + index * 4350,
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130 },
];

export default function ProColumnMenuGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} hideFooter slots={{ columnMenu: ProColumnMenu }} />
    </Box>
  );
}
