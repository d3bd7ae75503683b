import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridColDef } from '@mui/x-data-grid-premium';

interface Budget {
  id: number;
  department: string;
  q1: number;
  q2: number;
  q3: number;
}

const initialRows: Budget[] = ['Marketing', 'Research', 'Operations', 'Legal'].map((department, index) => ({
  id: index + 1,
  department,
  q1: 100 + index * 20,
  q2: 110 + index * 15,
  q3: 90 + index * 25,
}));

// Only editable columns accept pasted values.
const columns: GridColDef<Budget>[] = [
  { field: 'department', headerName: 'Department', flex: 1 },
  { field: 'q1', headerName: 'Q1 (k$)', type: 'number', width: 110, editable: true },
  { field: 'q2', headerName: 'Q2 (k$)', type: 'number', width: 110, editable: true },
  { field: 'q3', headerName: 'Q3 (k$)', type: 'number', width: 110, editable: true },
];

export default function ClipboardPasteGrid() {
  const [updates, setUpdates] = React.useState(0);

  const processRowUpdate = React.useCallback((newRow: Budget) => {
    setUpdates((count) => count + 1);
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Select a range of Q1 cells, copy it, select a cell in Q3 and paste. Rows updated: {updates}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(error) => console.error(error)}
        />
      </Box>
    </Box>
  );
}
