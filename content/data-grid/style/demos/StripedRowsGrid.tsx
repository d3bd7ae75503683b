import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Measurement {
  id: number;
  station: string;
  rainfall: number;
  wind: number;
}

const stations = ['Aberdeen', 'Brest', 'Cork', 'Dundee', 'Esbjerg', 'Faro', 'Galway'];

const rows: Measurement[] = Array.from({ length: 21 }, (_, index) => ({
  id: index + 1,
  station: `${stations[index % stations.length]} #${Math.floor(index / stations.length) + 1}`,
  rainfall: (index * 37) % 90,
  wind: 5 + ((index * 11) % 40),
}));

const columns: GridColDef<Measurement>[] = [
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'rainfall', headerName: 'Rainfall (mm)', type: 'number', width: 140 },
  { field: 'wind', headerName: 'Wind (km/h)', type: 'number', width: 130 },
];

export default function StripedRowsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        pageSizeOptions={[7, 21]}
        initialState={{ pagination: { paginationModel: { pageSize: 7 } } }}
        // The index follows what is on screen, after sorting, filtering and paging.
        getRowClassName={(params) => (params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd')}
        sx={{ '& .row--odd': { bgcolor: 'action.hover' } }}
      />
    </Box>
  );
}
