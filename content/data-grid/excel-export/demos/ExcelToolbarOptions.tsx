import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Payment {
  id: number;
  date: Date;
  payee: string;
  amount: number;
  method: string;
}

const payees = ['City Utilities', 'Blue Fern Café', 'NorthNet ISP', 'Harbor Rentals', 'Peak Fitness'];
const methods = ['Card', 'Transfer', 'Direct debit'];
const rows: Payment[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  date: new Date(2026, 9, 1 + index * 2),
  payee: payees[(index * 3) % payees.length],
  amount: Math.round((18 + ((index * 137) % 900)) * 100) / 100,
  method: methods[index % methods.length],
}));

const columns: GridColDef<Payment>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'payee', headerName: 'Payee', flex: 1 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 130 },
  { field: 'method', headerName: 'Method', width: 130 },
];

export default function ExcelToolbarOptions() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            // Used by "Download as Excel" in the toolbar's export menu.
            excelOptions: {
              fileName: 'payments-october',
              columnsStyles: {
                amount: { numFmt: '#,##0.00 "€"' },
                date: { numFmt: 'dd/mm/yyyy' },
              },
            },
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
          },
        }}
      />
    </Box>
  );
}
