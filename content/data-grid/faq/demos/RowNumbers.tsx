import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Runner {
  id: string;
  name: string;
  country: string;
  time: string;
}

const rows: Runner[] = [
  ['B-104', 'Hellen Obiri', 'KEN', '2:21:38'],
  ['B-017', 'Sifan Hassan', 'NED', '2:22:55'],
  ['B-233', 'Tigst Assefa', 'ETH', '2:16:16'],
  ['B-088', 'Peres Jepchirchir', 'KEN', '2:18:59'],
  ['B-150', 'Yalemzerf Yehualaw', 'ETH', '2:19:33'],
  ['B-061', 'Amane Gobena', 'ETH', '2:21:50'],
].map(([id, name, country, time]) => ({ id, name, country, time }));

const columns: GridColDef<Runner>[] = [
  {
    field: 'rowNumber',
    headerName: '#',
    width: 60,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    // The position among the visible rows, so the numbers follow sorting and filtering.
    renderCell: (params) => params.api.getRowIndexRelativeToVisibleRows(params.id) + 1,
  },
  { field: 'name', headerName: 'Runner', flex: 1 },
  { field: 'country', headerName: 'Country', width: 100 },
  { field: 'time', headerName: 'Time', width: 110 },
];

export default function RowNumbers() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'time', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
