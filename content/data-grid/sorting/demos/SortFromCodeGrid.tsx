import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridSortModel, useGridApiRef } from '@mui/x-data-grid';

interface Player {
  id: number;
  name: string;
  team: string;
  points: number;
  assists: number;
}

const names = ['Ayo', 'Bianca', 'Chen', 'Dario', 'Elsa', 'Femi', 'Greta', 'Hugo'];
const rows: Player[] = names.map((name, index) => ({
  id: index + 1,
  name,
  team: index % 2 ? 'Falcons' : 'Otters',
  points: 4 + ((index * 13) % 30),
  assists: (index * 7) % 12,
}));

const columns: GridColDef<Player>[] = [
  { field: 'name', headerName: 'Player', flex: 1 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'points', headerName: 'Points', type: 'number', width: 100 },
  { field: 'assists', headerName: 'Assists', type: 'number', width: 100 },
];

export default function SortFromCodeGrid() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridSortModel>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('points', 'desc')}>
          Top scorers
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('name', 'asc')}>
          A to Z
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Clear sort
        </Button>
      </Stack>
      <Typography variant="body2" component="code">
        sortModel: {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} onSortModelChange={setModel} hideFooter />
      </Box>
    </Stack>
  );
}
