import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { DataGridPro, GridColDef, GridRenderCellParams, useGridApiRef } from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  company: string;
  open: number;
  price: number;
  volume: number;
  /** The last prices, oldest first, for the trend line. */
  history: number[];
  /** Counts this quote's ticks, so the price cell can replay its flash on each one. */
  tick: number;
  direction: 'up' | 'down';
}

const LISTINGS: Array<[string, string, number]> = [
  ['ALPN', 'Alpine Rail', 48.2],
  ['BRKW', 'Brookwater Energy', 112.9],
  ['CDRL', 'Cedarline Foods', 23.45],
  ['DLTA', 'Delta Lumen', 310.1],
  ['EMBR', 'Ember Robotics', 87.6],
  ['FJRD', 'Fjord Shipping', 15.8],
  ['GRNT', 'Granite Bank', 64.05],
  ['HLIX', 'Helix Biotech', 141.3],
  ['IRIS', 'Iris Optics', 39.9],
  ['JNPR', 'Juniper Mills', 72.15],
  ['KSTL', 'Kestrel Air', 26.7],
  ['LMNA', 'Lumina Solar', 98.4],
];

const initialQuotes = (): Quote[] =>
  LISTINGS.map(([id, company, open]) => ({
    id,
    company,
    open,
    price: open,
    volume: 0,
    history: [open],
    tick: 0,
    direction: 'up',
  }));

/** One random move of a quote: a step of at most 0.6 % and a few hundred shares traded. */
function move(quote: Quote): Quote {
  const price = Math.max(1, quote.price * (1 + (Math.random() - 0.5) * 0.012));
  return {
    ...quote,
    price,
    volume: quote.volume + 100 * Math.ceil(Math.random() * 8),
    history: [...quote.history.slice(-29), price],
    tick: quote.tick + 1,
    direction: price >= quote.price ? 'up' : 'down',
  };
}

function Trend({ history }: { history: number[] }) {
  const low = Math.min(...history);
  const span = Math.max(...history) - low || 1;
  const points = history.map((value, i) => `${i * 3},${20 - ((value - low) / span) * 18}`).join(' ');
  return (
    <svg width={90} height={22} aria-hidden focusable="false">
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}

const percent = (row: Quote) => ((row.price - row.open) / row.open) * 100;

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 150 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    renderCell: ({ row, formattedValue }: GridRenderCellParams<Quote>) => (
      // A new key on each tick mounts a new span, which plays the flash animation once.
      <span key={row.tick} className={`flash flash-${row.direction}`}>
        {formattedValue}
      </span>
    ),
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => percent(row),
    valueFormatter: (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)} %`,
    cellClassName: ({ row }) => (percent(row) >= 0 ? 'gain' : 'loss'),
  },
  { field: 'volume', headerName: 'Volume', type: 'number', width: 110 },
  {
    field: 'history',
    headerName: 'Trend',
    width: 110,
    sortable: false,
    filterable: false,
    renderCell: ({ value }: GridRenderCellParams<Quote, number[]>) => <Trend history={value ?? []} />,
  },
];

// Fades the colour each price cell sets in `--flash` out of its background.
const flash = keyframes`from { background-color: var(--flash); }`;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export default function MarketTicker() {
  const apiRef = useGridApiRef();
  const [rows] = React.useState(initialQuotes);
  // The latest state of every quote; the grid receives only the quotes that moved.
  const quotes = React.useRef(new Map(rows.map((quote) => [quote.id, quote])));
  // Readers who ask for less motion get a feed they start themselves.
  const [running, setRunning] = React.useState(() => !prefersReducedMotion());
  const [perSecond, setPerSecond] = React.useState(4);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => {
      // Nothing to draw while the tab is in the background.
      if (document.visibilityState === 'hidden') return;
      const all = [...quotes.current.values()];
      const moved = all.filter(() => Math.random() < 0.35).map(move);
      moved.forEach((quote) => quotes.current.set(quote.id, quote));
      apiRef.current?.updateRows(moved);
    }, 1000 / perSecond);
    // Stopping (pause, a new speed, leaving the page) always clears the interval it started.
    return () => window.clearInterval(timer);
  }, [apiRef, running, perSecond]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => setRunning((value) => !value)} aria-pressed={!running}>
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
        <TextField
          select
          size="small"
          label="Updates"
          value={perSecond}
          onChange={(event) => setPerSecond(Number(event.target.value))}
          sx={{ minWidth: 150 }}
        >
          {[1, 4, 10].map((rate) => (
            <MenuItem key={rate} value={rate}>
              {rate} per second
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {running ? 'Live' : 'Paused'}
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 480,
          '& .gain': { color: theme.palette.success.main },
          '& .loss': { color: theme.palette.error.main },
          '& .flash': { px: 0.5, borderRadius: 0.5, animation: `${flash} 900ms ease-out` },
          '& .flash-up': { '--flash': theme.palette.success.light },
          '& .flash-down': { '--flash': theme.palette.error.light },
          '@media (prefers-reduced-motion: reduce)': { '& .flash': { animation: 'none' } },
        })}
      >
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          throttleRowsMs={250}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
