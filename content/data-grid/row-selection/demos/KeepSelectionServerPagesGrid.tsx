import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridPaginationModel, GridRowSelectionModel } from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  country: string;
}

const firstNames = ['Alma', 'Bruno', 'Cleo', 'Dev', 'Emi', 'Felix', 'Gia', 'Hugo', 'Iris', 'Jon'];
const countries = ['Spain', 'Kenya', 'Canada', 'Japan', 'Chile'];

const database: Customer[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `${firstNames[index % firstNames.length]} ${String.fromCharCode(65 + (index % 26))}.`,
  country: countries[index % countries.length],
}));

// A fake endpoint returning one page at a time.
function fetchPage({ page, pageSize }: GridPaginationModel): Promise<Customer[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(database.slice(page * pageSize, (page + 1) * pageSize)), 300);
  });
}

const columns: GridColDef<Customer>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function KeepSelectionServerPagesGrid() {
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState<Customer[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2, 8]),
  });

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const ids = selection.type === 'include' ? [...selection.ids].join(', ') : 'all but some';

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={database.length}
          loading={loading}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5]}
          checkboxSelection
          keepNonExistentRowsSelected
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected IDs across pages: {ids || 'none'}
      </Typography>
    </Box>
  );
}
