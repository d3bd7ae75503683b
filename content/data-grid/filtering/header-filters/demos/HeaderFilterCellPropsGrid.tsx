import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  book: ['Dune', 'Emma', 'Ulysses', 'Beloved', 'Rebecca', 'Dracula'][index % 6],
  branch: ['Central', 'Harbour', 'Hillside'][index % 3],
  copies: 1 + ((index * 5) % 7),
}));

const columns: GridColDef[] = [
  { field: 'book', headerName: 'Book', flex: 1, minWidth: 140 },
  { field: 'branch', headerName: 'Branch', width: 160 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 140 },
];

export default function HeaderFilterCellPropsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        headerFilterHeight={48}
        slotProps={{
          // Applied to every header filter cell.
          headerFilterCell: { showClearIcon: true },
        }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'branch', operator: 'contains', value: 'har' }] } },
        }}
      />
    </Box>
  );
}
