import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColDef,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  GridPrintGetRowsToExportParams,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issued: Date;
  amount: number;
  paid: boolean;
  internalNote: string;
}

const clients = ['Bluebird Bakery', 'Copperleaf', 'Driftwood Inn', 'Evergreen Dental', 'Foxglove Books', 'Granite Gym'];
const rows: Invoice[] = Array.from({ length: 14 }, (_, index) => ({
  id: `INV-${1040 + index}`,
  client: clients[index % clients.length],
  issued: new Date(2026, 8 + Math.floor(index / 5), 1 + ((index * 4) % 28)),
  amount: 180 + ((index * 137) % 1500),
  paid: index % 3 !== 1,
  internalNote: index % 4 === 0 ? 'Call before sending reminder' : '',
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'issued', headerName: 'Issued', type: 'date', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 100 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
  // Never printed: staff-only information.
  { field: 'internalNote', headerName: 'Internal note', flex: 1, disableExport: true },
];

export default function PrintRowsAndColumns() {
  const apiRef = useGridApiRef();

  const printCurrentPage = () =>
    apiRef.current?.exportDataAsPrint({
      hideFooter: true,
      getRowsToExport: ({ apiRef: gridApiRef }: GridPrintGetRowsToExportParams) =>
        gridPaginatedVisibleSortedGridRowIdsSelector(gridApiRef),
    });

  const printUnpaidReminder = () =>
    apiRef.current?.exportDataAsPrint({
      hideFooter: true,
      fileName: 'Unpaid invoices',
      fields: ['client', 'id', 'amount'],
      getRowsToExport: ({ apiRef: gridApiRef }: GridPrintGetRowsToExportParams) =>
        gridApiRef.current.getSortedRowIds().filter((id) => !gridApiRef.current.getRow(id)?.paid),
    });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" size="small" onClick={printCurrentPage}>
          Print this page
        </Button>
        <Button variant="outlined" size="small" onClick={printUnpaidReminder}>
          Print unpaid only
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Stack>
  );
}
