import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  price: number;
  change: number;
  volume: number;
}

const symbols = [
  'AAPL',
  'MSFT',
  'NVDA',
  'AMZN',
  'GOOG',
  'META',
  'TSLA',
  'ASML',
  'SAP',
  'TSM',
  'SONY',
  'NFLX',
];

const initialRows: Quote[] = symbols.map((id, index) => ({
  id,
  price: 80 + index * 23.4,
  change: 0,
  volume: 0,
}));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    flex: 1,
    valueFormatter: (v: number) => v.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    flex: 1,
    valueFormatter: (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(2)}`,
    cellClassName: (params) => (params.value >= 0 ? 'quote-up' : 'quote-down'),
  },
  { field: 'volume', headerName: 'Volume', type: 'number', flex: 1 },
];

export default function RowUpdatesStreaming() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [throttle, setThrottle] = React.useState(true);

  React.useEffect(() => {
    if (!running) return undefined;
    // A fake feed: every 50 ms one quote moves, like ticks arriving from a socket.
    let tick = 0;
    const timer = setInterval(() => {
      tick += 1;
      const id = symbols[(tick * 7) % symbols.length];
      const row = apiRef.current?.getRow(id) as Quote | null;
      if (!row) return;
      const change = Math.sin(tick / 3) * 1.5;
      apiRef.current?.updateRows([
        { id, price: Math.max(1, row.price + change), change, volume: row.volume + 100 },
      ]);
    }, 50);
    return () => clearInterval(timer);
  }, [apiRef, running]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={running} onChange={(event) => setRunning(event.target.checked)} />}
          label="Feed running"
        />
        <FormControlLabel
          control={<Switch checked={throttle} onChange={(event) => setThrottle(event.target.checked)} />}
          label="Throttle to 1 render per second"
        />
      </Stack>
      <Box
        sx={{
          height: 400,
          '& .quote-up': { color: 'success.main' },
          '& .quote-down': { color: 'error.main' },
        }}
      >
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttle ? 1000 : 0}
          hideFooter
        />
      </Box>
    </Box>
  );
}
