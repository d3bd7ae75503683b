import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Expense {
  id: number;
  date: Date;
  category: string;
  note: string;
  amount: number;
  receiptUrl: string;
}

const CATEGORIES = ['Travel', 'Meals', 'Software', 'Office'];
const NOTES = ['Train to Lyon', 'Team lunch', 'Design tool seat', 'Printer paper', 'Taxi, airport'];

const rows: Expense[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  date: new Date(2025, 2, 2 + index * 2),
  category: CATEGORIES[index % CATEGORIES.length],
  note: NOTES[index % NOTES.length],
  amount: 12 + ((index * 47) % 230),
  receiptUrl: `https://example.com/receipts/${index + 1}`,
}));

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'note', headerName: 'Note', flex: 1 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  // Useful on screen, noise in a spreadsheet or on paper.
  { field: 'receiptUrl', headerName: 'Receipt', width: 240, disableExport: true },
];

export default function CsvPrintExportGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'expenses-march', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
    </Box>
  );
}
