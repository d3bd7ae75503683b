import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 4 }, (_, index) => ({
  id: index + 1,
  sku: `SKU-${300 + index * 11}`,
  warehouse: ['Rotterdam', 'Gdansk', 'Valencia', 'Antwerp'][index],
  quantity: 120 - index * 25,
}));

const columns: GridColDef[] = [
  { field: 'sku', headerName: 'SKU', width: 120 },
  { field: 'warehouse', headerName: 'Warehouse', flex: 1 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

export default function DirtyModelsExportGrid() {
  const apiRef = useGridApiRef();
  const [onlyDirty, setOnlyDirty] = React.useState(true);
  const [snapshot, setSnapshot] = React.useState('');

  const exportNow = () => {
    const state = apiRef.current?.exportState({ exportOnlyDirtyModels: onlyDirty });
    setSnapshot(JSON.stringify(state, null, 2));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={onlyDirty} onChange={(event) => setOnlyDirty(event.target.checked)} />}
          label="exportOnlyDirtyModels"
        />
        <Button variant="outlined" onClick={exportNow}>
          Export state
        </Button>
      </Stack>
      <Box sx={{ height: 280 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'quantity', sort: 'desc' }] } }}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{
          mt: 1,
          p: 1,
          maxHeight: 240,
          overflow: 'auto',
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
        }}
      >
        {snapshot || 'Sort, filter or resize a column, then export.'}
      </Typography>
    </Box>
  );
}
