import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridEventListener } from '@mui/x-data-grid';

interface Contact {
  id: number;
  name: string;
  company: string;
  phone: string;
  notes: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Aisha Bello', company: 'Greenfield', phone: '+44 20 7946 0101', notes: 'Prefers email.' },
  { id: 2, name: 'Bruno Costa', company: 'Marítima', phone: '+351 21 000 0202', notes: 'Renewal in June.' },
  { id: 3, name: 'Chen Wei', company: 'Lotus Labs', phone: '+86 10 0000 0303', notes: 'Met at the fair.' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'company', headerName: 'Company', width: 140 },
  { field: 'phone', headerName: 'Phone', width: 180 },
];

export default function RowDoubleClickDialog() {
  const [open, setOpen] = React.useState<Contact | null>(null);

  const handleRowDoubleClick: GridEventListener<'rowDoubleClick'> = (params) => {
    setOpen(params.row as Contact);
  };

  // Keyboard users get the same action with Enter on a non-editable cell.
  const handleCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) => {
    if (event.key === 'Enter' && !params.isEditable) {
      setOpen(params.row as Contact);
    }
  };

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        onRowDoubleClick={handleRowDoubleClick}
        onCellKeyDown={handleCellKeyDown}
      />
      <Dialog open={open !== null} onClose={() => setOpen(null)}>
        <DialogTitle>{open?.name}</DialogTitle>
        <DialogContent>
          <Typography>{open?.company}</Typography>
          <Typography>{open?.phone}</Typography>
          <Typography color="text.secondary">{open?.notes}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
