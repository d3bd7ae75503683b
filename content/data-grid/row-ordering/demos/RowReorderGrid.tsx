import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  length: string;
}

const INITIAL: Track[] = [
  { id: 1, title: 'Harbour Lights', artist: 'The Tidewaters', length: '3:42' },
  { id: 2, title: 'Paper Planes at Dawn', artist: 'Mila Sørensen', length: '4:05' },
  { id: 3, title: 'Copper Skies', artist: 'Northbound', length: '3:18' },
  { id: 4, title: 'Slow Train South', artist: 'Rosa Delgado', length: '5:01' },
  { id: 5, title: '静かな夜', artist: 'Haru Ito', length: '2:56' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'artist', headerName: 'Artist', width: 160 },
  { field: 'length', headerName: 'Length', width: 90 },
];

export default function RowReorderGrid() {
  const [rows, setRows] = React.useState(INITIAL);

  // Keep our copy in step with the grid so the new order survives re-renders.
  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setRows((prev) => {
      const next = [...prev];
      const [moved] = next.splice(params.oldIndex, 1);
      next.splice(params.targetIndex, 0, moved);
      return next;
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Up next: {rows.map((row) => row.title).join(' → ')}
      </Typography>
      <Box sx={{ height: 360 }}>
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
