import * as React from 'react';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridEventListener,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  price: number;
  stock: number;
}

const initialRows: Product[] = [
  { id: 1, name: 'Desk lamp', price: 39, stock: 12 },
  { id: 2, name: 'Office chair', price: 189, stock: 4 },
  { id: 3, name: 'Monitor arm', price: 74, stock: 9 },
  { id: 4, name: 'Cable tray', price: 19, stock: 31 },
];

export default function ControlledRowModesGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((prev) => ({
      ...prev,
      [id]: mode === GridRowModes.View ? { mode, ignoreModifications } : { mode },
    }));

  // Only the Save and Cancel buttons may end editing: clicking outside keeps the row open.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const columns: GridColDef<Product>[] = [
    { field: 'name', headerName: 'Product', flex: 1, editable: true },
    { field: 'price', headerName: 'Price ($)', type: 'number', width: 110, editable: true },
    { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 110,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label="Save"
              onClick={() => setMode(id, GridRowModes.View)}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CloseIcon />}
              label="Cancel"
              onClick={() => setMode(id, GridRowModes.View, true)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label="Edit"
            onClick={() => setMode(id, GridRowModes.Edit)}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={(newRow: Product) => {
          setRows((prev) => prev.map((row) => (row.id === newRow.id ? newRow : row)));
          return newRow;
        }}
      />
    </Box>
  );
}
