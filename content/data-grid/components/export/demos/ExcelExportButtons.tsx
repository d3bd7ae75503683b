import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { DataGridPremium, ExportCsv, ExportExcel, GridColDef, Toolbar } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  quarter: string;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const regions = ['North', 'South', 'East', 'West'];
const products = ['Starter', 'Team', 'Enterprise'];
const rows: Sale[] = Array.from({ length: 24 }, (_, index) => {
  const units = 20 + ((index * 41) % 180);
  const product = products[index % products.length];
  return {
    id: index + 1,
    quarter: `Q${1 + (Math.floor(index / 6) % 4)} 2025`,
    region: regions[index % regions.length],
    product,
    units,
    revenue: units * (product === 'Starter' ? 19 : product === 'Team' ? 49 : 129),
  };
});

const columns: GridColDef<Sale>[] = [
  { field: 'quarter', headerName: 'Quarter', width: 110 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'product', headerName: 'Plan', flex: 1 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

function SalesToolbar() {
  return (
    <Toolbar>
      <ButtonGroup size="small" variant="outlined" aria-label="Download the sales report">
        <ExportExcel
          render={<Button />}
          options={{
            fileName: 'sales-2025',
            columnsStyles: { revenue: { numFmt: '"$"#,##0' } },
          }}
        >
          Excel
        </ExportExcel>
        <ExportCsv render={<Button />} options={{ fileName: 'sales-2025' }}>
          CSV
        </ExportCsv>
      </ButtonGroup>
    </Toolbar>
  );
}

export default function ExcelExportButtons() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} slots={{ toolbar: SalesToolbar }} showToolbar />
    </Box>
  );
}
