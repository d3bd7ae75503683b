import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridCellParams, GridColDef, MuiEvent } from '@mui/x-data-grid';

interface Entry {
  id: number;
  description: string;
  amount: number;
  closed: boolean;
}

const initialRows: Entry[] = [
  { id: 1, description: 'Office rent', amount: 2400, closed: true },
  { id: 2, description: 'Cloud hosting', amount: 310, closed: false },
  { id: 3, description: 'Team lunch', amount: 184, closed: false },
  { id: 4, description: 'Insurance', amount: 95, closed: true },
];

const columns: GridColDef<Entry>[] = [
  { field: 'description', headerName: 'Description', flex: 1, editable: true },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130, editable: true },
  { field: 'closed', headerName: 'Closed', type: 'boolean', width: 100 },
];

export default function PreventDefaultGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [notice, setNotice] = React.useState('Double-click a cell or press Enter to edit it.');

  // Runs before the grid's own handler; flagging the event skips the default action.
  const blockClosedRows = (
    params: GridCellParams<Entry>,
    event: MuiEvent<React.MouseEvent | React.KeyboardEvent>,
  ) => {
    if (params.row.closed && params.isEditable) {
      event.defaultMuiPrevented = true;
      setNotice(`"${params.row.description}" belongs to a closed period and cannot be edited.`);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellDoubleClick={blockClosedRows}
          onCellKeyDown={(params, event) => {
            // Let arrow keys and Tab through; only editing keys are blocked.
            if (event.key.length === 1 || event.key === 'Enter' || event.key === 'Backspace') {
              blockClosedRows(params, event);
            }
          }}
          processRowUpdate={(newRow: Entry) => {
            setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
            return newRow;
          }}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {notice}
      </Typography>
    </Box>
  );
}
