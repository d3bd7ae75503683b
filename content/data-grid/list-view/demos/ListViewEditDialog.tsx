import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import {
  DataGridPro,
  GridColDef,
  GridListViewColDef,
  GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  phone: string;
}

const INITIAL: Contact[] = [
  { id: 1, name: 'Amani Njoroge', phone: '+254 20 555 0141' },
  { id: 2, name: 'Björn Sandberg', phone: '+46 8 555 0192' },
  { id: 3, name: 'Camila Rojas', phone: '+56 2 555 0137' },
  { id: 4, name: 'Dang Minh', phone: '+84 24 555 0168' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'phone', headerName: 'Phone' },
];

export default function ListViewEditDialog() {
  const [contacts, setContacts] = React.useState(INITIAL);
  const [editing, setEditing] = React.useState<Contact | null>(null);

  // Memoized: the card closes over setEditing, and a new column on each render would re-render every card.
  const listColumn = React.useMemo<GridListViewColDef<Contact>>(
    () => ({
      field: 'contactCard',
      renderCell: ({ row, tabIndex }: GridRenderCellParams<Contact>) => (
        <Stack direction="row" sx={{ alignItems: 'center', width: '100%' }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {row.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {row.phone}
            </Typography>
          </Box>
          <IconButton size="small" tabIndex={tabIndex} aria-label={`Edit ${row.name}`} onClick={() => setEditing(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Stack>
      ),
    }),
    [],
  );

  const save = () => {
    if (editing) {
      setContacts((previous) => previous.map((contact) => (contact.id === editing.id ? editing : contact)));
    }
    setEditing(null);
  };

  return (
    <Box sx={{ height: 340, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={contacts}
        columns={columns}
        listView
        listViewColumn={listColumn}
        rowHeight={56}
        disableRowSelectionOnClick
        hideFooter
      />
      <Dialog open={editing !== null} onClose={() => setEditing(null)} aria-labelledby="edit-contact-title">
        <DialogTitle id="edit-contact-title">Edit contact</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1, minWidth: 280 }}>
            <TextField
              label="Name"
              value={editing?.name ?? ''}
              onChange={(event) => setEditing((current) => current && { ...current, name: event.target.value })}
            />
            <TextField
              label="Phone"
              value={editing?.phone ?? ''}
              onChange={(event) => setEditing((current) => current && { ...current, phone: event.target.value })}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setEditing(null)}>Cancel</Button>
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
