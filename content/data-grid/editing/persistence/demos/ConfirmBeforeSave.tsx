import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, GridColDef } from '@mui/x-data-grid';

interface Salary {
  id: number;
  employee: string;
  team: string;
  salary: number;
}

const initialRows: Salary[] = [
  { id: 1, employee: 'Emma Larsen', team: 'Platform', salary: 84000 },
  { id: 2, employee: 'Felix Braun', team: 'Mobile', salary: 76500 },
  { id: 3, employee: 'Grace Okafor', team: 'Data', salary: 91200 },
  { id: 4, employee: 'Hiro Yamada', team: 'Design', salary: 70800 },
];

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const columns: GridColDef<Salary>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1 },
  { field: 'team', headerName: 'Team', width: 120, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => money.format(value),
  },
];

interface Pending {
  newRow: Salary;
  oldRow: Salary;
  resolve: (row: Salary) => void;
}

export default function ConfirmBeforeSave() {
  const [pending, setPending] = React.useState<Pending | null>(null);

  // processRowUpdate may return a promise: the grid waits while the dialog is open.
  const processRowUpdate = React.useCallback(
    (newRow: Salary, oldRow: Salary) =>
      new Promise<Salary>((resolve) => {
        if (newRow.salary === oldRow.salary && newRow.team === oldRow.team) {
          resolve(oldRow);
        } else {
          setPending({ newRow, oldRow, resolve });
        }
      }),
    [],
  );

  const close = (keepNew: boolean) => {
    if (!pending) return;
    pending.resolve(keepNew ? pending.newRow : pending.oldRow); // the old row undoes the edit
    setPending(null);
  };

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={initialRows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={() => close(false)}>
        <DialogTitle>Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending &&
              `${pending.oldRow.employee}: ${pending.oldRow.team}, ${money.format(pending.oldRow.salary)} → ` +
                `${pending.newRow.team}, ${money.format(pending.newRow.salary)}`}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Undo</Button>
          <Button onClick={() => close(true)} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
