import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

type Variant = 'skeleton' | 'linear-progress' | 'circular-progress';

const allRows = [
  { id: 1, repo: 'atlas-api', stars: 412, language: 'Go' },
  { id: 2, repo: 'pixel-kit', stars: 1290, language: 'TypeScript' },
  { id: 3, repo: 'tern', stars: 87, language: 'Rust' },
];

const columns: GridColDef[] = [
  { field: 'repo', headerName: 'Repository', flex: 1 },
  { field: 'language', headerName: 'Language', width: 140 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 110 },
];

export default function LoadingOverlayVariants() {
  const [variant, setVariant] = React.useState<Variant>('skeleton');
  const [hasRows, setHasRows] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_, value: Variant | null) => value && setVariant(value)}
        >
          <ToggleButton value="skeleton">Skeleton</ToggleButton>
          <ToggleButton value="linear-progress">Linear</ToggleButton>
          <ToggleButton value="circular-progress">Circular</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(e) => setHasRows(e.target.checked)} />}
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={hasRows ? allRows : []}
          columns={columns}
          loading
          // Apply the chosen variant in both situations so the toggle is always visible.
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
        />
      </Box>
    </Box>
  );
}
