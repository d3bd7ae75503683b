import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridEventListener, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, recipe: 'Shakshuka', cuisine: 'Maghrebi', minutes: 30, servings: 4 },
  { id: 2, recipe: 'Pad krapow', cuisine: 'Thai', minutes: 20, servings: 2 },
  { id: 3, recipe: 'Feijoada', cuisine: 'Brazilian', minutes: 180, servings: 8 },
  { id: 4, recipe: 'Pierogi', cuisine: 'Polish', minutes: 90, servings: 6 },
];

const columns: GridColDef[] = [
  { field: 'recipe', headerName: 'Recipe', flex: 1, minWidth: 150 },
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
  { field: 'servings', headerName: 'Servings', type: 'number', width: 110 },
];

export default function HeaderContextMenuGrid() {
  const apiRef = useGridApiRef();

  // A right-click on a header opens that column's menu instead of the browser's.
  const handleContextMenu: GridEventListener<'columnHeaderContextMenu'> = (params, event) => {
    event.preventDefault();
    apiRef.current?.showColumnMenu(params.field);
  };

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        hideFooter
        onColumnHeaderContextMenu={handleContextMenu}
      />
    </Box>
  );
}
