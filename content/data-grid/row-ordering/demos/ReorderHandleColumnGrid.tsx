import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GRID_REORDER_COL_DEF,
  GridColDef,
  GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Slide {
  id: number;
  title: string;
  minutes: number;
}

const initialRows: Slide[] = [
  { id: 1, title: 'Welcome and agenda', minutes: 3 },
  { id: 2, title: 'Quarter in numbers', minutes: 8 },
  { id: 3, title: 'Customer stories', minutes: 10 },
  { id: 4, title: 'Roadmap', minutes: 12 },
  { id: 5, title: 'Questions', minutes: 7 },
];

const columns: GridColDef<Slide>[] = [
  { field: 'title', headerName: 'Slide', flex: 1 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  // Listing the reorder column places the handle at the end.
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', width: 80 },
];

export default function ReorderHandleColumnGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setRows((prev) => {
      const next = [...prev];
      const [moved] = next.splice(params.oldIndex, 1);
      next.splice(params.targetIndex, 0, moved);
      return next;
    });
  };

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        rowReordering
        onRowOrderChange={handleRowOrderChange}
        hideFooter
      />
    </Box>
  );
}
