import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCell,
  GridActionsCellItem,
  GridColDef,
} from '@mui/x-data-grid-pro';

const INITIAL_ROWS = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  file: ['report', 'invoice', 'photo', 'notes', 'backup', 'draft', 'slides', 'budget'][index],
  type: ['pdf', 'pdf', 'jpg', 'txt', 'zip', 'docx', 'pptx', 'xlsx'][index],
  size: 120 + ((index * 379) % 4000),
  owner: ['Lea', 'Max', 'Zoé', 'Ivo'][index % 4],
  modified: `2025-0${(index % 6) + 1}-1${index}`,
  shared: index % 2 === 0 ? 'Team' : 'Private',
}));

export default function PinnedCheckboxGrid() {
  const [rows, setRows] = React.useState(INITIAL_ROWS);

  const columns = React.useMemo<GridColDef[]>(
    () => [
      { field: 'file', headerName: 'File', width: 130 },
      { field: 'type', headerName: 'Type', width: 120 },
      { field: 'size', headerName: 'Size (KB)', type: 'number', width: 140 },
      { field: 'owner', headerName: 'Owner', width: 140 },
      { field: 'modified', headerName: 'Modified', width: 150 },
      { field: 'shared', headerName: 'Shared with', width: 150 },
      {
        field: 'actions',
        type: 'actions',
        headerName: '',
        width: 60,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<DeleteIcon />}
              label={`Delete ${params.row.file}`}
              onClick={() => setRows((prev) => prev.filter((row) => row.id !== params.id))}
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        checkboxSelection
        hideFooter
        initialState={{
          pinnedColumns: {
            // The selection column's field comes from the package, not a hard-coded string.
            left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'file'],
            right: ['actions'],
          },
        }}
      />
    </Box>
  );
}
