import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridColDef,
  gridColumnFieldsSelector,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, ticker: 'ACME', open: 101.2, close: 103.8, volume: 1520000 },
  { id: 2, ticker: 'GLOBX', open: 54.1, close: 53.2, volume: 880000 },
  { id: 3, ticker: 'INITEC', open: 12.75, close: 13.1, volume: 2410000 },
];

const columns: GridColDef[] = [
  { field: 'ticker', headerName: 'Ticker', width: 110 },
  { field: 'open', headerName: 'Open', type: 'number', width: 110 },
  { field: 'close', headerName: 'Close', type: 'number', width: 110 },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 130 },
];

export default function ColumnOrderEventGrid() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState<string[]>(columns.map((column) => column.field));
  const [lastMove, setLastMove] = React.useState('Drag a header to move its column.');

  React.useEffect(() => {
    return apiRef.current?.subscribeEvent('columnOrderChange', (params) => {
      setLastMove(`${params.column.field}: ${params.oldIndex} → ${params.targetIndex}`);
      // Read the complete order from the state after the move.
      setOrder(gridColumnFieldsSelector(apiRef));
    });
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2">Last move: {lastMove}</Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Order to save: {order.join(', ')}
      </Typography>
      <Box sx={{ height: 260 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
