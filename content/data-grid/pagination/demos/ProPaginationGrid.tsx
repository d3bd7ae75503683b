import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const species = ['Oak', 'Beech', 'Lime', 'Plane', 'Birch', 'Maple'];
const streets = ['Elm Road', 'Park Lane', 'Canal Walk', 'Mill Street', 'Station Road'];

// A street-tree survey with 1,000 entries.
const rows = Array.from({ length: 1000 }, (_, index) => ({
  id: index + 1,
  tag: `TR-${String(index + 1).padStart(4, '0')}`,
  species: species[(index * 7) % species.length],
  street: streets[index % streets.length],
  height: 4 + ((index * 13) % 23),
}));

const columns: GridColDef[] = [
  { field: 'tag', headerName: 'Tag', width: 110 },
  { field: 'species', headerName: 'Species', width: 120 },
  { field: 'street', headerName: 'Street', flex: 1 },
  { field: 'height', headerName: 'Height (m)', type: 'number', width: 110 },
];

export default function ProPaginationGrid() {
  const [paginated, setPaginated] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={paginated} onChange={(event) => setPaginated(event.target.checked)} />}
        label="pagination"
      />
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pagination={paginated}
          // Pro and Premium accept page sizes above 100.
          pageSizeOptions={[50, 250, 500]}
          initialState={{ pagination: { paginationModel: { pageSize: 250 } } }}
          density="compact"
        />
      </Box>
    </Box>
  );
}
