import * as React from 'react';
import Box from '@mui/material/Box';
import DeleteIcon from '@mui/icons-material/Delete';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGrid, GridActionsCell, GridActionsCellItem, GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
}

const INITIAL_ROWS: Invoice[] = [
  { id: 1, client: 'Northwind Traders', amount: 1250 },
  { id: 2, client: 'Blue Harbor Ltd', amount: 480 },
  { id: 3, client: 'Kestrel Labs', amount: 3120 },
  { id: 4, client: 'Maple & Co', amount: 760 },
];

export default function ActionsColumnGrid() {
  const [rows, setRows] = React.useState(INITIAL_ROWS);
  const nextId = React.useRef(INITIAL_ROWS.length + 1);

  const columns = React.useMemo<GridColDef<Invoice>[]>(
    () => [
      { field: 'client', headerName: 'Client', flex: 1 },
      { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<DeleteIcon />}
              label="Delete"
              onClick={() => setRows((prev) => prev.filter((row) => row.id !== params.id))}
            />
            <GridActionsCellItem
              icon={<ContentCopyIcon />}
              label="Duplicate"
              showInMenu
              onClick={() => {
                const copy = { ...params.row, id: nextId.current++ };
                setRows((prev) => [...prev, copy]);
              }}
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
