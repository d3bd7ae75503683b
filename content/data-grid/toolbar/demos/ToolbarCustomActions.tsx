import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  DataGrid,
  GridColDef,
  GridRowModel,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid';

const INITIAL_ROWS: GridRowModel[] = [
  { id: 1, plant: 'Tomato', bed: 'A', sown: 'March' },
  { id: 2, plant: 'Basil', bed: 'B', sown: 'April' },
  { id: 3, plant: 'Courgette', bed: 'A', sown: 'May' },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, editable: true },
  { field: 'bed', headerName: 'Bed', width: 90, editable: true },
  { field: 'sown', headerName: 'Sown in', width: 120, editable: true },
];

function GardenToolbar() {
  // The toolbar is rendered inside the grid, so it can reach the grid API.
  const apiRef = useGridApiContext();

  const addRow = () => {
    const id = Math.max(0, ...apiRef.current.getAllRowIds().map(Number)) + 1;
    apiRef.current.updateRows([{ id, plant: 'New plant', bed: 'C', sown: 'June' }]);
    apiRef.current.scrollToIndexes({ rowIndex: apiRef.current.getRowsCount() - 1 });
  };

  const resetView = () => {
    apiRef.current.setSortModel([]);
    apiRef.current.setFilterModel({ items: [] });
  };

  return (
    <Toolbar>
      <Typography sx={{ flex: 1, fontWeight: 500 }}>Vegetable garden</Typography>
      <Tooltip title="Add a plant">
        <ToolbarButton onClick={addRow} aria-label="Add a plant">
          <AddIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Tooltip title="Clear sorting and filters">
        <ToolbarButton onClick={resetView} aria-label="Clear sorting and filters">
          <RestartAltIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

export default function ToolbarCustomActions() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={INITIAL_ROWS} columns={columns} slots={{ toolbar: GardenToolbar }} showToolbar />
    </Box>
  );
}
