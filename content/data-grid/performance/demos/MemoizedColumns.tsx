import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Stock {
  id: number;
  ticker: string;
  price: number;
  changePct: number;
}

const tickers = ['ALFA', 'BRVO', 'CHRL', 'DLTA', 'ECHO', 'FXTR', 'GOLF', 'HTLO', 'INDA', 'JLET'];
const rows: Stock[] = tickers.map((ticker, index) => ({
  id: index + 1,
  ticker,
  price: 20 + index * 11.5,
  changePct: ((index * 7) % 11) - 5,
}));

export default function MemoizedColumns() {
  const [showPercent, setShowPercent] = React.useState(true);

  // Columns depend on a setting: rebuild them only when that setting changes.
  const columns = React.useMemo<GridColDef<Stock>[]>(
    () => [
      { field: 'ticker', headerName: 'Ticker', flex: 1 },
      {
        field: 'price',
        headerName: 'Price',
        type: 'number',
        width: 110,
        valueFormatter: (v: number) => v.toFixed(2),
      },
      {
        field: 'changePct',
        headerName: showPercent ? 'Change (%)' : 'Change',
        type: 'number',
        width: 130,
        valueFormatter: (value: number) =>
          showPercent ? `${value > 0 ? '+' : ''}${value} %` : String(value),
      },
    ],
    [showPercent],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={showPercent} onChange={(event) => setShowPercent(event.target.checked)} />}
        label="Show percent sign"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
