import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowId } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
}

const initialRows: Product[] = [
  'Oat milk',
  'Rye bread',
  'Green tea',
  'Olive oil',
  'Dark chocolate',
  'Basmati rice',
].map((name, index) => ({ id: index + 1, name, price: 1.8 + index * 1.35, stock: 40 - index * 6 }));

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

// A fake server: resolves after a short delay.
const saveToServer = (changed: Product[]) =>
  new Promise<number>((resolve) => {
    setTimeout(() => resolve(changed.length), 600);
  });

export default function BulkEditing() {
  const [savedRows, setSavedRows] = React.useState(initialRows);
  const [rows, setRows] = React.useState(initialRows);
  const [dirtyIds, setDirtyIds] = React.useState<ReadonlySet<GridRowId>>(new Set());
  const [saving, setSaving] = React.useState(false);
  const [message, setMessage] = React.useState('');

  const processRowUpdate = (newRow: Product) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    setDirtyIds((previous) => new Set(previous).add(newRow.id));
    return newRow;
  };

  const save = async () => {
    setSaving(true);
    const count = await saveToServer(rows.filter((row) => dirtyIds.has(row.id)));
    setSavedRows(rows);
    setDirtyIds(new Set());
    setSaving(false);
    setMessage(`${count} rows saved`);
  };

  const discard = () => {
    setRows(savedRows);
    setDirtyIds(new Set());
    setMessage('Changes discarded');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="contained" size="small" disabled={!dirtyIds.size || saving} onClick={save}>
          Save {dirtyIds.size || ''}
        </Button>
        <Button size="small" disabled={!dirtyIds.size || saving} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" aria-live="polite">
          {message}
        </Typography>
      </Stack>
      <Box sx={{ height: 380, '& .row--dirty': { bgcolor: 'rgba(255, 193, 7, 0.15)' } }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={saving}
          processRowUpdate={processRowUpdate}
          getRowClassName={(params) => (dirtyIds.has(params.id) ? 'row--dirty' : '')}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
