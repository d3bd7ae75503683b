import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridCellModes, GridCellModesModel, GridCellParams, GridColDef } from '@mui/x-data-grid';

interface Score {
  id: number;
  player: string;
  round1: number;
  round2: number;
  round3: number;
}

const rows: Score[] = ['Aiko', 'Bruno', 'Chidi', 'Dana'].map((player, index) => ({
  id: index + 1,
  player,
  round1: 3 + index,
  round2: 5 - index,
  round3: 4,
}));

const columns: GridColDef<Score>[] = [
  { field: 'player', headerName: 'Player', flex: 1 },
  ...(['round1', 'round2', 'round3'] as const).map((field, index) => ({
    field,
    headerName: `Round ${index + 1}`,
    type: 'number' as const,
    width: 110,
    editable: true,
  })),
];

// One click opens the editor: the cell modes model is controlled and switched on click.
export default function SingleClickEditing() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams) => {
    if (!params.isEditable || params.cellMode === GridCellModes.Edit) return;
    setCellModesModel((previous) => ({
      // Every other cell goes back to view mode, which commits its edit.
      ...Object.fromEntries(
        Object.entries(previous).map(([id, fields]) => [
          id,
          Object.fromEntries(Object.keys(fields).map((field) => [field, { mode: GridCellModes.View }])),
        ]),
      ),
      [params.id]: { [params.field]: { mode: GridCellModes.Edit } },
    }));
  }, []);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
