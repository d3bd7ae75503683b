import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Rate {
  id: string;
  currency: string;
  rate: number;
}

const currencies = ['USD', 'GBP', 'JPY', 'CHF', 'SEK'];
const base = [1.08, 0.85, 162.4, 0.95, 11.3];

// A fake server: every call returns slightly different rates after a delay.
function fetchRates(round: number) {
  return new Promise<Rate[]>((resolve) => {
    setTimeout(() => {
      resolve(
        currencies.map((currency, index) => ({
          id: currency,
          currency,
          rate: Number((base[index] * (1 + (((round * 7 + index * 3) % 11) - 5) / 1000)).toFixed(4)),
        })),
      );
    }, 900);
  });
}

const columns: GridColDef<Rate>[] = [
  { field: 'currency', headerName: 'Currency', width: 120 },
  { field: 'rate', headerName: 'Rate for 1 EUR', type: 'number', flex: 1 },
];

export default function RefreshingRowsGrid() {
  const [rows, setRows] = React.useState<Rate[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [round, setRound] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchRates(round).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [round]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={() => setRound((prev) => prev + 1)} disabled={loading} sx={{ mb: 1 }}>
        Refresh rates
      </Button>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          // Skeleton on the first load, a thin bar over the old rates on refresh.
          slotProps={{ loadingOverlay: { noRowsVariant: 'skeleton', variant: 'linear-progress' } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
