import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PrintIcon from '@mui/icons-material/Print';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportPrint,
  GridColDef,
  GridFooterContainer,
  GridPagination,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  client: string;
  amount: number;
  due: Date;
}

const clients = ['Harbor Cafe', 'Lumen Studio', 'Oakridge Dental', 'Pixel Forge', 'Tidewater Inn'];
const rows: Invoice[] = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  number: `INV-${2025}-${String(index + 1).padStart(3, '0')}`,
  client: clients[index % clients.length],
  amount: 240 + ((index * 173) % 2600),
  due: new Date(2025, index % 12, 1 + ((index * 5) % 27)),
}));

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 150 },
  { field: 'client', headerName: 'Client', flex: 1 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'due', headerName: 'Due', type: 'date', width: 130 },
];

// The parts work in any slot rendered by the grid: here they sit in the footer, left of the pagination.
function ActionsFooter() {
  return (
    <GridFooterContainer>
      <Stack direction="row" spacing={1} sx={{ pl: 1 }}>
        <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnIcon />} />}>
          Columns
        </ColumnsPanelTrigger>
        <ExportPrint
          render={<Button size="small" startIcon={<PrintIcon />} />}
          options={{ hideFooter: true }}
        >
          Print
        </ExportPrint>
      </Stack>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function FooterPlacementGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: ActionsFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
