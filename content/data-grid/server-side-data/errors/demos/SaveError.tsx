import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, GridColDef, GridDataSource, GridUpdateRowError } from '@mui/x-data-grid';

interface Item {
  id: number;
  name: string;
  quantity: number;
}

const NAMES = ['Bolts', 'Nuts', 'Washers', 'Hinges', 'Brackets', 'Rivets', 'Screws', 'Anchors'];

export default function SaveError() {
  const [message, setMessage] = React.useState<string | null>(null);
  const table = React.useRef<Item[]>(
    NAMES.map((name, i) => ({ id: i + 1, name, quantity: 50 + ((i * 23) % 200) })),
  );

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { rows: table.current, rowCount: table.current.length };
      },
      // The server validates the row; rejecting keeps the cell in edit mode.
      updateRow: async ({ rowId, updatedRow }) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (updatedRow.quantity < 0) {
          throw new Error('Quantity cannot be negative');
        }
        table.current = table.current.map((row) => (row.id === rowId ? (updatedRow as Item) : row));
        return updatedRow;
      },
    }),
    [],
  );

  const columns = React.useMemo<GridColDef[]>(
    () => [
      { field: 'name', headerName: 'Part', flex: 1, sortable: false, filterable: false },
      {
        field: 'quantity',
        headerName: 'Quantity (edit me)',
        type: 'number',
        width: 170,
        editable: true,
        sortable: false,
        filterable: false,
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        columns={columns}
        dataSource={dataSource}
        onDataSourceError={(error) => {
          if (error instanceof GridUpdateRowError) {
            setMessage(`Row ${error.params.rowId} was not saved: ${error.message}`);
          }
        }}
        hideFooter
      />
      <Snackbar open={message !== null} autoHideDuration={4000} onClose={() => setMessage(null)}>
        <Alert severity="error" variant="filled" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
