import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, GridColDef, useGridApiRef } from '@mui/x-data-grid-pro';

const ROW_COUNT = 50000;
const sides = ['Buy', 'Sell'];

// Values derived from the index: deterministic, no randomness.
const rows = Array.from({ length: ROW_COUNT }, (_, index) => ({
  id: index + 1,
  trade: `T${String(index + 1).padStart(6, '0')}`,
  side: sides[index % 2],
  quantity: 100 + ((index * 7919) % 900),
  price: Number((20 + ((index * 104729) % 8000) / 100).toFixed(2)),
}));

const columns: GridColDef[] = [
  { field: 'trade', headerName: 'Trade', width: 120 },
  { field: 'side', headerName: 'Side', width: 90 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
  { field: 'price', headerName: 'Price', type: 'number', flex: 1 },
];

export default function ScrollToRowGrid() {
  const apiRef = useGridApiRef();
  const [target, setTarget] = React.useState('25000');

  const goToRow = () => {
    const rowIndex = Math.min(Math.max(Number(target) - 1, 0), ROW_COUNT - 1);
    apiRef.current?.scrollToIndexes({ rowIndex, colIndex: 0 });
    apiRef.current?.selectRow(rowIndex + 1, true, true);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          type="number"
          label="Row number"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          slotProps={{ htmlInput: { min: 1, max: ROW_COUNT } }}
          sx={{ width: 160 }}
        />
        <Button variant="outlined" onClick={goToRow}>
          Scroll to row
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} density="compact" />
      </Box>
    </Box>
  );
}
