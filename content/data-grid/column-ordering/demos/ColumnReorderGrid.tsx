import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridColumnOrderChangeParams } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, ticker: 'ACME', company: 'Acme Corp', price: 182.4, change: 1.2, volume: 120400 },
  { id: 2, ticker: 'GLBX', company: 'Globex', price: 54.1, change: -0.8, volume: 88200 },
  { id: 3, ticker: 'INIT', company: 'Initech', price: 23.9, change: 0.4, volume: 45100 },
  { id: 4, ticker: 'UMBR', company: 'Umbrella', price: 97.3, change: -2.1, volume: 230900 },
];

const columns: GridColDef[] = [
  // The first column stays put: it cannot be dragged.
  { field: 'ticker', headerName: 'Ticker (locked)', width: 130, disableReorder: true },
  { field: 'company', headerName: 'Company', flex: 1 },
  { field: 'price', headerName: 'Price', type: 'number', width: 100 },
  { field: 'change', headerName: 'Change %', type: 'number', width: 110 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 110 },
];

export default function ColumnReorderGrid() {
  const [message, setMessage] = React.useState('Drag a column header to move it.');

  const handleOrderChange = (params: GridColumnOrderChangeParams) => {
    setMessage(
      `Moved "${params.column.headerName}" from position ${params.oldIndex} to ${params.targetIndex}.`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGridPro rows={rows} columns={columns} onColumnOrderChange={handleOrderChange} hideFooter />
      </Box>
    </Box>
  );
}
