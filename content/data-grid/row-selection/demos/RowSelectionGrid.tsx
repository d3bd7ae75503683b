import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Seat {
  id: string;
  row: string;
  number: number;
  available: boolean;
}

const rows: Seat[] = Array.from({ length: 16 }, (_, index) => ({
  id: `${String.fromCharCode(65 + Math.floor(index / 4))}${(index % 4) + 1}`,
  row: String.fromCharCode(65 + Math.floor(index / 4)),
  number: (index % 4) + 1,
  available: index % 5 !== 2,
}));

const columns: GridColDef<Seat>[] = [
  { field: 'id', headerName: 'Seat', width: 100 },
  { field: 'row', headerName: 'Row', width: 100 },
  { field: 'number', headerName: 'Number', type: 'number', width: 110 },
  { field: 'available', headerName: 'Available', type: 'boolean', width: 120 },
];

function describe(model: GridRowSelectionModel) {
  const ids = [...model.ids].join(', ') || 'none';
  // After "select all" the grid may store the rows left out instead of the ones picked.
  return model.type === 'include' ? `Selected: ${ids}` : `All selectable rows except: ${ids}`;
}

export default function RowSelectionGrid() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(['A2', 'B1']),
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          isRowSelectable={(params) => params.row.available}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {describe(selection)}
      </Typography>
    </Box>
  );
}
