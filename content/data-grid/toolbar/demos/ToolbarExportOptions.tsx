import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridCsvExportOptions, GridPrintExportOptions } from '@mui/x-data-grid';

const rows = [
  { id: 1, invoice: 'INV-2025-031', client: 'Atelier Rosa', amount: 1240.5, status: 'Paid', notes: 'Net 30' },
  { id: 2, invoice: 'INV-2025-032', client: 'Blue Fern Ltd', amount: 860, status: 'Open', notes: '' },
  { id: 3, invoice: 'INV-2025-033', client: 'Corvid Labs', amount: 4310.25, status: 'Overdue', notes: 'Reminder sent' },
  { id: 4, invoice: 'INV-2025-034', client: 'Dune & Co', amount: 120, status: 'Paid', notes: '' },
  { id: 5, invoice: 'INV-2025-035', client: 'Eastwind Cafe', amount: 530.75, status: 'Open', notes: 'Partial' },
];

const columns: GridColDef[] = [
  { field: 'invoice', headerName: 'Invoice', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'notes', headerName: 'Internal notes', width: 140 },
];

// A semicolon-separated file for spreadsheet apps set to European locales,
// without the internal notes column.
const csvOptions: GridCsvExportOptions = {
  fileName: 'invoices-2025',
  delimiter: ';',
  utf8WithBom: true,
  fields: ['invoice', 'client', 'amount', 'status'],
};

// A clean printout: no toolbar or footer, landscape pages.
const printOptions: GridPrintExportOptions = {
  hideToolbar: true,
  hideFooter: true,
  pageStyle: '@page { size: landscape; margin: 12mm; }',
};

export default function ToolbarExportOptions() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{ toolbar: { csvOptions, printOptions, showQuickFilter: false } }}
      />
    </Box>
  );
}
