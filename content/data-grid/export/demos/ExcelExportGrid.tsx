import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPremium, GridColDef, useGridApiRef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const REGIONS = ['EMEA', 'Americas', 'APAC'];
const PRODUCTS = ['Sensor kit', 'Gateway', 'Dashboard licence'];

const rows: Sale[] = Array.from({ length: 9 }, (_, index) => ({
  id: index + 1,
  region: REGIONS[index % REGIONS.length],
  product: PRODUCTS[Math.floor(index / 3)],
  units: 10 + ((index * 23) % 90),
  revenue: 1000 + ((index * 3571) % 9000),
}));

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 130 },
];

export default function ExcelExportGrid() {
  const apiRef = useGridApiRef();

  const exportWorkbook = () =>
    apiRef.current?.exportDataAsExcel({
      fileName: 'sales-q3',
      // Apply an Excel number format to the revenue column.
      columnsStyles: { revenue: { numFmt: '"$"#,##0' } },
    });

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" size="small" onClick={exportWorkbook} sx={{ mb: 1 }}>
        Download .xlsx
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </Box>
    </Box>
  );
}
