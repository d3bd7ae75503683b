import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, GridColDef, GridLoadingOverlayVariant } from '@mui/x-data-grid-pro';

const ARTISTS = ['Mdou Moctar', 'Khruangbin', 'Nils Frahm', 'Fatoumata Diawara', 'Altın Gün'];

const ALL = Array.from({ length: 200 }, (_, i) => ({
  id: i + 1,
  track: `Track ${i + 1}`,
  artist: ARTISTS[i % ARTISTS.length],
  plays: (i * 811) % 20000,
}));

const columns: GridColDef[] = [
  { field: 'track', headerName: 'Track', flex: 1 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  { field: 'plays', headerName: 'Plays', type: 'number', width: 100 },
];

const VARIANTS: GridLoadingOverlayVariant[] = ['circular-progress', 'linear-progress', 'skeleton'];
const BATCH = 25;

export default function InfiniteLoadingOverlays() {
  const [variant, setVariant] = React.useState<GridLoadingOverlayVariant>('linear-progress');
  const [noRowsVariant, setNoRowsVariant] = React.useState<GridLoadingOverlayVariant>('skeleton');
  const [rows, setRows] = React.useState<typeof ALL>([]);
  const [loading, setLoading] = React.useState(false);
  const busy = React.useRef(false);

  const loadMore = React.useCallback((reset: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    if (reset) setRows([]);
    setTimeout(() => {
      setRows((previous) => ALL.slice(0, (reset ? 0 : previous.length) + BATCH));
      setLoading(false);
      busy.current = false;
    }, 1200);
  }, []);

  React.useEffect(() => loadMore(true), [loadMore]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as GridLoadingOverlayVariant)}
          sx={{ minWidth: 170 }}
        >
          {VARIANTS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="noRowsVariant"
          value={noRowsVariant}
          onChange={(event) => setNoRowsVariant(event.target.value as GridLoadingOverlayVariant)}
          sx={{ minWidth: 170 }}
        >
          {VARIANTS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" onClick={() => loadMore(true)}>
          Reload from the start
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          onRowsScrollEnd={() => {
            if (rows.length < ALL.length) loadMore(false);
          }}
          slotProps={{ loadingOverlay: { variant, noRowsVariant } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
