import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string;
  team: string;
}

const initialRows: Contact[] = [
  { id: 1, name: 'Amara Diallo', email: 'amara@example.com', team: 'Design' },
  { id: 2, name: 'Lukas Weber', email: 'lukas@example.com', team: 'Platform' },
  { id: 3, name: 'Mei Tanaka', email: 'mei@example.com', team: 'Support' },
  { id: 4, name: 'Carlos Ruiz', email: 'carlos@example.com', team: 'Sales' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 160, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, editable: true },
  {
    field: 'team',
    headerName: 'Team',
    width: 140,
    editable: true,
    type: 'singleSelect',
    valueOptions: ['Design', 'Platform', 'Support', 'Sales'],
  },
];

export default function RowEditingGrid() {
  const [error, setError] = React.useState<string | null>(null);

  // Rejecting keeps the row in edit mode so the user can correct the value.
  const processRowUpdate = React.useCallback(async (newRow: Contact) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (!/^\S+@\S+\.\S+$/.test(newRow.email)) {
      throw new Error(`"${newRow.email}" is not a valid email address.`);
    }
    setError(null);
    return newRow;
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          editMode="row"
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(err: Error) => setError(err.message)}
        />
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
