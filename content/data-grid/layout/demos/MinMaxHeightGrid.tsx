import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

const fruits = ['Apricot', 'Blueberry', 'Cherry', 'Damson', 'Elderberry', 'Fig', 'Gooseberry', 'Huckleberry'];

function createRow(index: number) {
  return { id: index + 1, fruit: fruits[index % fruits.length], crates: 3 + ((index * 7) % 20) };
}

const columns: GridColDef[] = [
  { field: 'fruit', headerName: 'Fruit', flex: 1 },
  { field: 'crates', headerName: 'Crates', type: 'number', width: 110 },
];

export default function MinMaxHeightGrid() {
  const [rows, setRows] = React.useState(() => [createRow(0), createRow(1)]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setRows((prev) => [...prev, createRow(prev.length)])}>
          Add a row
        </Button>
        <Button size="small" onClick={() => setRows((prev) => prev.slice(0, -1))} disabled={rows.length === 0}>
          Remove a row
        </Button>
      </Stack>
      {/* No height: the grid follows its content between 200 and 400 pixels. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 400 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
