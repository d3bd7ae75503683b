import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataGrid, ExportCsv, GridColDef, Toolbar } from '@mui/x-data-grid';

interface Transaction {
  id: number;
  booked: Date;
  payee: string;
  category: string;
  amount: number;
  note: string;
}

const payees = ['Fresh Market', 'City Transit', 'Lumen Energy', 'Café Olé', 'Bookshop 42', 'Gym Club'];
const categories = ['Groceries', 'Transport', 'Utilities', 'Dining', 'Leisure', 'Health'];
const rows: Transaction[] = Array.from({ length: 20 }, (_, index) => ({
  id: index + 1,
  booked: new Date(2025, 4, 1 + index),
  payee: payees[index % payees.length],
  category: categories[index % categories.length],
  amount: -Math.round((4 + ((index * 37) % 140)) * 100 + (index % 10) * 7) / 100,
  note: index % 4 === 0 ? 'Shared with flatmate' : '',
}));

const columns: GridColDef<Transaction>[] = [
  { field: 'booked', headerName: 'Booked', type: 'date', width: 120 },
  { field: 'payee', headerName: 'Payee', flex: 1 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'note', headerName: 'Note', width: 170 },
];

// A spreadsheet-friendly file: semicolons, a BOM for accented names, and the columns chosen here.
function BankToolbar() {
  return (
    <Toolbar>
      <ExportCsv
        render={<Button size="small" startIcon={<FileDownloadIcon />} />}
        options={{
          fileName: 'statement-may-2025',
          delimiter: ';',
          utf8WithBom: true,
          fields: ['booked', 'payee', 'amount'],
        }}
      >
        Statement (CSV)
      </ExportCsv>
    </Toolbar>
  );
}

export default function CsvExportOptions() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: BankToolbar }} showToolbar />
    </Box>
  );
}
