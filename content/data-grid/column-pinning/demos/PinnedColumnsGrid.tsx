import * as React from 'react';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import { DataGridPro, GridActionsCell, GridActionsCellItem, GridColDef } from '@mui/x-data-grid-pro';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const STORES = ['Berlin Mitte', 'Porto Centro', 'Gdańsk Old Town', 'Utrecht Station', 'Ghent Korenmarkt'];

const rows = STORES.map((store, storeIndex) => {
  const row: Record<string, string | number> = { id: storeIndex + 1, store };
  MONTHS.forEach((month, monthIndex) => {
    row[month] = 40 + ((storeIndex * 13 + monthIndex * 7) % 60);
  });
  return row;
});

const columns: GridColDef[] = [
  { field: 'store', headerName: 'Store', width: 170 },
  ...MONTHS.map<GridColDef>((month) => ({ field: month, type: 'number', width: 90 })),
  {
    field: 'actions',
    type: 'actions',
    width: 70,
    renderCell: (params) => (
      <GridActionsCell {...params}>
        <GridActionsCellItem icon={<EditIcon />} label="Edit" />
      </GridActionsCell>
    ),
  },
];

export default function PinnedColumnsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['store'], right: ['actions'] } }}
        hideFooter
      />
    </Box>
  );
}
