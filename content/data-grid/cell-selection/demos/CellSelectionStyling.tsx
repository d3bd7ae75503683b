import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridColDef, gridClasses } from '@mui/x-data-grid-premium';

interface Stock {
  id: number;
  ticker: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

const tickers = ['ACME', 'GLOBX', 'INITK', 'UMBRL', 'WAYNE', 'STARK', 'OSCP'];

const rows: Stock[] = tickers.map((ticker, index) => {
  const open = 40 + index * 17.5;
  return {
    id: index + 1,
    ticker,
    open,
    high: open * 1.04,
    low: open * 0.97,
    close: open * (index % 2 === 0 ? 1.02 : 0.99),
  };
});

const price = (value: number) => value.toFixed(2);

const columns: GridColDef<Stock>[] = [
  { field: 'ticker', headerName: 'Ticker', width: 110 },
  { field: 'open', headerName: 'Open', type: 'number', flex: 1, valueFormatter: price },
  { field: 'high', headerName: 'High', type: 'number', flex: 1, valueFormatter: price },
  { field: 'low', headerName: 'Low', type: 'number', flex: 1, valueFormatter: price },
  { field: 'close', headerName: 'Close', type: 'number', flex: 1, valueFormatter: price },
];

export default function CellSelectionStyling() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        hideFooter
        sx={{
          // Selected cells get a tint; the edges of the range get a border.
          [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: '2px solid', borderTopColor: 'primary.main' },
          [`& .${gridClasses['cell--rangeBottom']}`]: {
            borderBottom: '2px solid',
            borderBottomColor: 'primary.main',
          },
          [`& .${gridClasses['cell--rangeLeft']}`]: {
            borderLeft: '2px solid',
            borderLeftColor: 'primary.main',
          },
          [`& .${gridClasses['cell--rangeRight']}`]: {
            borderRight: '2px solid',
            borderRightColor: 'primary.main',
          },
          [`& .${gridClasses.cell}.Mui-selected`]: { bgcolor: 'action.selected' },
        }}
      />
    </Box>
  );
}
