import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  email: string;
  phone: string;
}

const initialRows: Contact[] = [
  { id: 1, name: 'Isla Murphy', email: 'isla@example.com', phone: '+353 1 555 0101' },
  { id: 2, name: 'Jonas Berg', email: 'jonas@example.com', phone: '+46 8 555 0199' },
  { id: 3, name: 'Keiko Mori', email: 'keiko@example.com', phone: '+81 3 5550 0142' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, editable: true },
  { field: 'phone', headerName: 'Phone', width: 170, editable: true },
];

const fields = ['name', 'email', 'phone'] as const;

export default function ChangeLog() {
  const [log, setLog] = React.useState<string[]>([]);

  // In row editing, one call covers every field edited in the row: diff to see which changed.
  const processRowUpdate = React.useCallback((newRow: Contact, oldRow: Contact) => {
    const changes = fields
      .filter((field) => newRow[field] !== oldRow[field])
      .map((field) => `${field}: “${oldRow[field]}” → “${newRow[field]}”`);
    if (changes.length > 0) {
      setLog((lines) => [`Row ${newRow.id}: ${changes.join('; ')}`, ...lines].slice(0, 5));
    }
    return newRow;
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 260 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          editMode="row"
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2">Change log (double-click a row, edit, press Enter)</Typography>
      <Box component="ul" aria-live="polite" sx={{ m: 0, pl: 3, typography: 'body2', minHeight: 60 }}>
        {log.length === 0 ? <li>No change yet.</li> : log.map((line, index) => <li key={index}>{line}</li>)}
      </Box>
    </Stack>
  );
}
