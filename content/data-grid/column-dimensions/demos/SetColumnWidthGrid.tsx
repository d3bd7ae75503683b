import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, customer: 'Greta Lindqvist', city: 'Uppsala', orders: 14, spent: 1840 },
  { id: 2, customer: 'Rafael Costa', city: 'Coimbra', orders: 3, spent: 212 },
  { id: 3, customer: 'Aiko Fujita', city: 'Sapporo', orders: 27, spent: 4310 },
  { id: 4, customer: 'Noah Fischer', city: 'Basel', orders: 9, spent: 960 },
];

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', width: 170, minWidth: 120, maxWidth: 260 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
  { field: 'spent', headerName: 'Spent (€)', type: 'number', width: 120 },
];

const LAYOUTS: Record<string, Record<string, number>> = {
  Compact: { customer: 140, city: 100, orders: 80, spent: 100 },
  Comfortable: { customer: 220, city: 160, orders: 110, spent: 140 },
};

export default function SetColumnWidthGrid() {
  const apiRef = useGridApiRef();

  const apply = (layout: Record<string, number>) => {
    Object.entries(layout).forEach(([field, width]) => {
      apiRef.current?.setColumnWidth(field, width);
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {Object.entries(LAYOUTS).map(([name, layout]) => (
          <Button key={name} size="small" variant="outlined" onClick={() => apply(layout)}>
            {name}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
