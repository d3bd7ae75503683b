import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef, GridRowsProp, useGridApiRef } from '@mui/x-data-grid';

const SYMBOLS = ['ACME', 'GLBX', 'INIT', 'UMBR', 'HOOLI', 'VNDL', 'STRK'];

const initialRows: GridRowsProp = SYMBOLS.slice(0, 4).map((symbol, index) => ({
  id: index + 1,
  symbol,
  price: 50 + index * 12.5,
}));

const columns: GridColDef[] = [
  { field: 'symbol', headerName: 'Symbol', flex: 1 },
  { field: 'price', headerName: 'Price', type: 'number', width: 130 },
];

export default function UpdateRowsApiGrid() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(initialRows.length + 1);
  const tick = React.useRef(0);

  const bumpPrice = () => {
    const api = apiRef.current;
    if (!api) return;
    const ids = api.getAllRowIds();
    if (ids.length === 0) return;
    tick.current += 1;
    const id = ids[tick.current % ids.length];
    const row = api.getRow(id);
    // Only the fields passed are changed; the rest of the row is kept.
    api.updateRows([{ id, price: Math.round((row.price + 1.75) * 100) / 100 }]);
  };

  const addRow = () => {
    const id = nextId.current++;
    apiRef.current?.updateRows([{ id, symbol: SYMBOLS[id % SYMBOLS.length], price: 25 }]);
  };

  const deleteLast = () => {
    const ids = apiRef.current?.getAllRowIds() ?? [];
    if (ids.length > 0) apiRef.current?.updateRows([{ id: ids[ids.length - 1], _action: 'delete' }]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={bumpPrice}>
          Raise a price
        </Button>
        <Button size="small" variant="outlined" onClick={addRow}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" onClick={deleteLast}>
          Delete last row
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} />
      </Box>
    </Box>
  );
}
