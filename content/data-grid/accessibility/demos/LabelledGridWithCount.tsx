import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, gridExpandedRowCountSelector, useGridApiRef } from '@mui/x-data-grid';

interface Room {
  id: number;
  name: string;
  building: string;
  seats: number;
}

const rows: Room[] = [
  { id: 1, name: 'Birch', building: 'North', seats: 6 },
  { id: 2, name: 'Cedar', building: 'North', seats: 12 },
  { id: 3, name: 'Maple', building: 'South', seats: 4 },
  { id: 4, name: 'Willow', building: 'South', seats: 20 },
  { id: 5, name: 'Aspen', building: 'East', seats: 8 },
];

const columns: GridColDef<Room>[] = [
  { field: 'name', headerName: 'Room', flex: 1 },
  { field: 'building', headerName: 'Building', width: 130 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
];

export default function LabelledGridWithCount() {
  const apiRef = useGridApiRef();
  const [count, setCount] = React.useState(rows.length);

  // Filtering does not move focus, so announce the new result count politely.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('filteredRowsSet', () => {
        setCount(gridExpandedRowCountSelector(apiRef));
      }),
    [apiRef],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="h6" component="h3" id="rooms-grid-heading">
        Meeting rooms
      </Typography>
      <Typography variant="body2" role="status" aria-live="polite" sx={{ mb: 1 }}>
        {count === 1 ? '1 room shown' : `${count} rooms shown`}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          aria-labelledby="rooms-grid-heading"
          rows={rows}
          columns={columns}
          showToolbar
        />
      </Box>
    </Box>
  );
}
