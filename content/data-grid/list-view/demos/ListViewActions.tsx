import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { DataGridPro, GridColDef, GridListViewColDef, GridRenderCellParams } from '@mui/x-data-grid-pro';

interface Note {
  id: number;
  title: string;
  excerpt: string;
  starred: boolean;
}

const initialRows: Note[] = [
  {
    id: 1,
    title: 'Sprint retro',
    excerpt: 'Keep: pairing on reviews. Change: shorter stand-ups.',
    starred: true,
  },
  { id: 2, title: 'Groceries', excerpt: 'Lentils, lemons, feta, rye bread, coffee.', starred: false },
  { id: 3, title: 'Trip to Porto', excerpt: 'Book the tram tour and a table at the market.', starred: false },
  { id: 4, title: 'Reading list', excerpt: 'The Overstory; Piranesi; Klara and the Sun.', starred: true },
  { id: 5, title: 'Ideas', excerpt: 'A plant-watering bot that texts you.', starred: false },
];

const columns: GridColDef<Note>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'excerpt', headerName: 'Excerpt', flex: 2 },
  { field: 'starred', headerName: 'Starred', type: 'boolean', width: 100 },
];

export default function ListViewActions() {
  const [rows, setRows] = React.useState(initialRows);

  const toggleStar = (id: number) =>
    setRows((previous) =>
      previous.map((note) => (note.id === id ? { ...note, starred: !note.starred } : note)),
    );
  const remove = (id: number) => setRows((previous) => previous.filter((note) => note.id !== id));

  // The card closes over the handlers, so it is created with them.
  const listColumn = React.useMemo<GridListViewColDef<Note>>(
    () => ({
      field: 'note',
      renderCell: ({ row, tabIndex }: GridRenderCellParams<Note>) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {row.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {row.excerpt}
            </Typography>
          </Box>
          <IconButton
            size="small"
            tabIndex={tabIndex}
            aria-label={row.starred ? 'Unstar' : 'Star'}
            onClick={() => toggleStar(row.id)}
          >
            {row.starred ? (
              <StarIcon fontSize="small" color="warning" />
            ) : (
              <StarBorderIcon fontSize="small" />
            )}
          </IconButton>
          <IconButton
            size="small"
            tabIndex={tabIndex}
            aria-label={`Delete ${row.title}`}
            onClick={() => remove(row.id)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    }),
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%', maxWidth: 460 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listColumn}
        rowHeight={64}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
