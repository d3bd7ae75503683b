import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  GridCellModesModel,
  GridCellParams,
  GridColDef,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, item: 'Flour (kg)', needed: 2, have: 1 },
  { id: 2, item: 'Eggs', needed: 12, have: 6 },
  { id: 3, item: 'Butter (g)', needed: 250, have: 250 },
  { id: 4, item: 'Sugar (kg)', needed: 1, have: 0 },
];

const columns: GridColDef[] = [
  { field: 'item', headerName: 'Item', flex: 1 },
  { field: 'needed', headerName: 'Needed', type: 'number', width: 110, editable: true },
  { field: 'have', headerName: 'In the pantry', type: 'number', width: 140, editable: true },
];

export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  // One click opens the editor; the cell that was being edited goes back to view mode.
  const handleCellClick = (params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) {
      return;
    }
    // Clicks inside a portal (such as a select menu) are not clicks on the cell.
    if (!event.currentTarget.contains(event.target as Node)) {
      return;
    }
    setCellModesModel((previous) => {
      // Every cell in the model goes back to view mode, which saves its value...
      const next: GridCellModesModel = {};
      Object.entries(previous).forEach(([id, fields]) => {
        next[id] = {};
        Object.keys(fields).forEach((field) => {
          next[id][field] = { mode: GridCellModes.View };
        });
      });
      // ...and the clicked cell enters edit mode.
      next[params.id] = { ...next[params.id], [params.field]: { mode: GridCellModes.Edit } };
      return next;
    });
  };

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={(model) => setCellModesModel(model)}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
