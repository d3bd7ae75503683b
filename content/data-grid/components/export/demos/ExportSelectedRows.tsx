import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  GridColDef,
  GridGetRowsToExportParams,
  GridRowId,
  GridRowSelectionModel,
  Toolbar,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  table: number;
  meal: string;
  rsvp: string;
}

const guests = [
  'Alba Ferreira',
  'Bilal Aziz',
  'Carla Jensen',
  'Dario Conti',
  'Elif Yilmaz',
  'Felix Braun',
  'Grace Lee',
  'Hugo Martin',
  'Iris Vos',
  'Jamal Reed',
];
const meals = ['Fish', 'Vegetarian', 'Beef', 'Vegan'];
const rows: Guest[] = guests.map((name, index) => ({
  id: index + 1,
  name,
  table: 1 + (index % 4),
  meal: meals[(index * 3) % meals.length],
  rsvp: index % 5 === 4 ? 'Pending' : 'Confirmed',
}));

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1 },
  { field: 'table', headerName: 'Table', type: 'number', width: 90 },
  { field: 'meal', headerName: 'Meal', width: 130 },
  { field: 'rsvp', headerName: 'RSVP', width: 120 },
];

// Export only the selected rows, in the order the grid shows them.
const getSelectedRows = ({ apiRef }: GridGetRowsToExportParams): GridRowId[] => {
  const selected = apiRef.current.getSelectedRows();
  return apiRef.current.getSortedRowIds().filter((id) => selected.has(id));
};

function SelectionToolbar() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const disabled = selectedCount === 0;

  return (
    <Toolbar>
      <ExportCsv
        render={<Button size="small" startIcon={<FileDownloadIcon />} />}
        disabled={disabled}
        options={{ fileName: 'place-cards', getRowsToExport: getSelectedRows }}
      >
        CSV ({selectedCount})
      </ExportCsv>
      <ExportPrint
        render={<Button size="small" startIcon={<PrintIcon />} />}
        disabled={disabled}
        options={{
          getRowsToExport: getSelectedRows,
          hideFooter: true,
          hideToolbar: true,
          includeCheckboxes: false,
        }}
      >
        Print ({selectedCount})
      </ExportPrint>
    </Toolbar>
  );
}

export default function ExportSelectedRows() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set<GridRowId>([1, 4, 7]),
  });
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ toolbar: SelectionToolbar }}
        showToolbar
        rowSelectionModel={selection}
        onRowSelectionModelChange={setSelection}
      />
    </Box>
  );
}
