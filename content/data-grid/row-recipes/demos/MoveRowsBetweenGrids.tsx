import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';

interface Candidate {
  id: number;
  name: string;
  role: string;
}

const people: Candidate[] = [
  'Ines Carvalho',
  'Mateo Ruiz',
  'Yuki Sato',
  'Grace Mensah',
  'Lars Nilsen',
  'Aisha Khan',
  'Pavel Novak',
  'Emma Laurent',
].map((name, index) => ({ id: index + 1, name, role: ['Frontend', 'Backend', 'Design', 'Data'][index % 4] }));

const columns: GridColDef<Candidate>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 100 },
];

const emptySelection = (): GridRowSelectionModel => ({ type: 'include', ids: new Set() });

export default function MoveRowsBetweenGrids() {
  const [pool, setPool] = React.useState(people.slice(0, 6));
  const [shortlist, setShortlist] = React.useState(people.slice(6));
  const [poolSelection, setPoolSelection] = React.useState(emptySelection);
  const [shortlistSelection, setShortlistSelection] = React.useState(emptySelection);

  // Selection models can be 'exclude' (after "select all"), so test each row with the model.
  const isSelected = (model: GridRowSelectionModel, id: number) =>
    model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

  const move = (direction: 'right' | 'left') => {
    const [from, setFrom, setTo, model, setModel] =
      direction === 'right'
        ? ([pool, setPool, setShortlist, poolSelection, setPoolSelection] as const)
        : ([shortlist, setShortlist, setPool, shortlistSelection, setShortlistSelection] as const);
    const moving = from.filter((row) => isSelected(model, row.id));
    setFrom(from.filter((row) => !isSelected(model, row.id)));
    setTo((previous) => [...previous, ...moving]);
    setModel(emptySelection());
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
      <Box sx={{ flex: 1, width: '100%' }}>
        <Typography variant="subtitle2">Applicants ({pool.length})</Typography>
        <Box sx={{ height: 340 }}>
          <DataGrid
            rows={pool}
            columns={columns}
            checkboxSelection
            rowSelectionModel={poolSelection}
            onRowSelectionModelChange={setPoolSelection}
            hideFooter
          />
        </Box>
      </Box>
      <Stack spacing={1}>
        <Button variant="outlined" size="small" onClick={() => move('right')} aria-label="Move selected to shortlist">
          &gt;
        </Button>
        <Button variant="outlined" size="small" onClick={() => move('left')} aria-label="Move selected to applicants">
          &lt;
        </Button>
      </Stack>
      <Box sx={{ flex: 1, width: '100%' }}>
        <Typography variant="subtitle2">Shortlist ({shortlist.length})</Typography>
        <Box sx={{ height: 340 }}>
          <DataGrid
            rows={shortlist}
            columns={columns}
            checkboxSelection
            rowSelectionModel={shortlistSelection}
            onRowSelectionModelChange={setShortlistSelection}
            hideFooter
          />
        </Box>
      </Box>
    </Stack>
  );
}
