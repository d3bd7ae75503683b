import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Repository {
  id: number;
  name: string;
  stars: number;
}

const rows: Repository[] = [
  { id: 1, name: 'acme/widgets', stars: 1280 },
  { id: 2, name: 'acme/api-client', stars: 342 },
  { id: 3, name: 'acme/design-tokens', stars: 97 },
  { id: 4, name: 'acme/infra', stars: 54 },
];

export default function FocusableLinkCell() {
  const [starred, setStarred] = React.useState<string | null>(null);

  const columns: GridColDef<Repository>[] = [
    {
      field: 'name',
      headerName: 'Repository',
      flex: 1,
      // Pass the cell's tabIndex on: only the focused cell's link is in the tab order.
      renderCell: ({ value, tabIndex }) => (
        <Link href={`#${value}`} tabIndex={tabIndex} onClick={(event) => event.preventDefault()}>
          {value}
        </Link>
      ),
    },
    { field: 'stars', headerName: 'Stars', type: 'number', width: 100 },
    {
      field: 'star',
      headerName: '',
      width: 110,
      sortable: false,
      filterable: false,
      renderCell: ({ row, tabIndex }) => (
        <Button size="small" tabIndex={tabIndex} onClick={() => setStarred(row.name)}>
          Star
        </Button>
      ),
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={rows} columns={columns} hideFooter disableRowSelectionOnClick />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {starred
          ? `You starred ${starred}.`
          : 'Use Tab to reach the grid and the arrow keys to move between cells.'}
      </Typography>
    </Box>
  );
}
