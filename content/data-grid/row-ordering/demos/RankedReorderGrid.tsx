import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Feature {
  id: string;
  rank: number;
  name: string;
  votes: number;
}

const initialRows: Feature[] = [
  { id: 'f-dark', rank: 1, name: 'Dark mode', votes: 212 },
  { id: 'f-export', rank: 2, name: 'PDF export', votes: 148 },
  { id: 'f-sso', rank: 3, name: 'Single sign-on', votes: 131 },
  { id: 'f-api', rank: 4, name: 'Public API', votes: 97 },
  { id: 'f-offline', rank: 5, name: 'Offline mode', votes: 64 },
];

// Sorting is turned off on every column: a sorted grid cannot be reordered.
const columns: GridColDef<Feature>[] = [
  { field: 'rank', headerName: 'Rank', type: 'number', width: 80, sortable: false },
  { field: 'name', headerName: 'Feature', flex: 1, sortable: false },
  { field: 'votes', headerName: 'Votes', type: 'number', width: 100, sortable: false },
];

function fakeSave(order: string[]) {
  return new Promise<string[]>((resolve) => {
    setTimeout(() => resolve(order), 400);
  });
}

export default function RankedReorderGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [status, setStatus] = React.useState('Order saved.');

  const handleRowOrderChange = async (params: GridRowOrderChangeParams) => {
    const next = [...rows];
    const [moved] = next.splice(params.oldIndex, 1);
    next.splice(params.targetIndex, 0, moved);
    // Renumber every row so that the rank column matches the new order.
    setRows(next.map((row, index) => ({ ...row, rank: index + 1 })));
    setStatus(`Saving: "${moved.name}" moved to position ${params.targetIndex + 1}…`);
    await fakeSave(next.map((row) => row.id));
    setStatus('Order saved.');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
