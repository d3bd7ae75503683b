import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridColDef, GridPreferencePanelsValue, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, vessel: 'Nordlys', flag: 'NO', tonnage: 11200, built: 1994, port: 'Tromsø', crew: 48 },
  { id: 2, vessel: 'Aurelia', flag: 'IT', tonnage: 8400, built: 2006, port: 'Genova', crew: 31 },
  { id: 3, vessel: 'Kestrel', flag: 'GB', tonnage: 5600, built: 2012, port: 'Leith', crew: 22 },
];

const columns: GridColDef[] = [
  { field: 'vessel', headerName: 'Vessel', width: 130 },
  { field: 'port', headerName: 'Home port', width: 130 },
  { field: 'flag', headerName: 'Flag state', width: 110 },
  { field: 'tonnage', headerName: 'Gross tonnage', type: 'number', width: 140 },
  { field: 'built', headerName: 'Year built', type: 'number', width: 110 },
  { field: 'crew', headerName: 'Crew size', type: 'number', width: 110 },
];

export default function ColumnsPanelOptionsGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.showPreferences(GridPreferencePanelsValue.columns)}
      >
        Open columns panel
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          slotProps={{
            columnsManagement: {
              sort: 'asc',
              disableResetButton: true,
              toggleAllMode: 'filteredOnly',
              // Match the header name or the field, ignoring case.
              searchPredicate: (column, search) => {
                const query = search.toLowerCase();
                return (
                  (column.headerName ?? '').toLowerCase().includes(query) ||
                  column.field.toLowerCase().includes(query)
                );
              },
            },
          }}
        />
      </Box>
    </Box>
  );
}
