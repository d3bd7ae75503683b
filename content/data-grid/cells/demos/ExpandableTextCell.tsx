import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    customer: 'Ilse M.',
    rating: 5,
    review: 'Arrived two days early and the packaging was entirely recyclable. The kettle boils fast and is quieter than my old one.',
  },
  {
    id: 2,
    customer: 'Ravi K.',
    rating: 3,
    review: 'Works as described, but the lid hinge feels flimsy. Customer service replied quickly when I asked about spare parts.',
  },
  { id: 3, customer: 'Noa B.', rating: 4, review: 'Good value.' },
  {
    id: 4,
    customer: 'Sven T.',
    rating: 2,
    review: 'The temperature presets are handy, yet the display is hard to read in daylight and the cable is too short for my counter.',
  },
];

// Shows the full text in a popper while the cell has the focus.
function ExpandableCell({ value, hasFocus }: GridRenderCellParams<(typeof rows)[number], string>) {
  const [anchor, setAnchor] = React.useState<HTMLDivElement | null>(null);

  return (
    <Box
      ref={setAnchor}
      sx={{ width: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {value}
      <Popper open={hasFocus && anchor != null} anchorEl={anchor} placement="bottom-start">
        <Paper elevation={4} sx={{ p: 1.5, maxWidth: 360 }}>
          <Typography variant="body2">{value}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}

const columns: GridColDef[] = [
  { field: 'customer', headerName: 'Customer', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
  {
    field: 'review',
    headerName: 'Review',
    flex: 1,
    minWidth: 220,
    renderCell: (params) => <ExpandableCell {...params} />,
  },
];

export default function ExpandableTextCell() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
