import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridColDef,
  GridPivotModel,
  GridSidebarValue,
  useGridApiRef,
} from '@mui/x-data-grid-premium';

const STORES = ['Brno', 'Ghent', 'Turku'];
const CATEGORIES = ['Books', 'Games', 'Music'];
const CHANNELS = ['In store', 'Online'];

const rows = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  store: STORES[index % 3],
  category: CATEGORIES[(index * 2) % 3],
  channel: CHANNELS[Math.floor(index / 3) % 2],
  revenue: 40 + ((index * 53) % 400),
}));

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 110 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'revenue', headerName: 'Revenue (€)', type: 'number', width: 130 },
];

const PRESETS: Record<string, GridPivotModel> = {
  'Store × category': {
    rows: [{ field: 'store' }],
    columns: [{ field: 'category' }],
    values: [{ field: 'revenue', aggFunc: 'sum' }],
  },
  'Category × channel': {
    rows: [{ field: 'category' }],
    columns: [{ field: 'channel' }],
    values: [{ field: 'revenue', aggFunc: 'avg' }],
  },
};

export default function PivotApiPresets() {
  const apiRef = useGridApiRef();

  const applyPreset = (name: string) => {
    apiRef.current?.setPivotModel(PRESETS[name]);
    apiRef.current?.setPivotActive(true);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        {Object.keys(PRESETS).map((name) => (
          <Button key={name} size="small" variant="outlined" onClick={() => applyPreset(name)}>
            {name}
          </Button>
        ))}
        <Button size="small" onClick={() => apiRef.current?.setPivotActive(false)}>
          Flat list
        </Button>
        <Button size="small" onClick={() => apiRef.current?.showSidebar(GridSidebarValue.Pivot)}>
          Open pivot panel
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </Box>
    </Box>
  );
}
