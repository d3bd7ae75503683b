import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridCsvGetRowsToExportParams,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Lead {
  id: number;
  company: string;
  contact: string;
  score: number;
  internalNote: string;
}

const companies = ['Northwind', 'Bluebird', 'Ironleaf', 'Sunpeak', 'Tidewater', 'Redfern', 'Oakline'];
const contacts = ['R. Silva', 'J. Moreau', 'K. Adeyemi', 'L. Novak', 'M. Haddad', 'S. Park', 'T. Berg'];

const rows: Lead[] = companies.map((company, index) => ({
  id: index + 1,
  company,
  contact: contacts[index],
  score: 40 + ((index * 17) % 60),
  internalNote: index % 2 === 0 ? 'Call back' : 'Sent offer',
}));

const columns: GridColDef<Lead>[] = [
  { field: 'company', headerName: 'Company', flex: 1 },
  { field: 'contact', headerName: 'Contact', width: 130 },
  { field: 'score', headerName: 'Score', type: 'number', width: 90 },
  { field: 'internalNote', headerName: 'Internal note', width: 140 },
];

// Only the rows of the current page, in their sorted order.
const currentPageRows = ({ apiRef }: GridCsvGetRowsToExportParams) =>
  gridPaginatedVisibleSortedGridRowIdsSelector(apiRef);

// Every row, ignoring the active filters.
const allRowsSorted = ({ apiRef }: GridCsvGetRowsToExportParams) => gridSortedRowIdsSelector(apiRef);

export default function PageRowsExportGrid() {
  const apiRef = useGridApiRef();
  const [preview, setPreview] = React.useState('');

  const show = (getRowsToExport: (params: GridCsvGetRowsToExportParams) => (string | number)[]) =>
    setPreview(
      apiRef.current?.getDataAsCsv({
        getRowsToExport,
        // The internal note never leaves the app.
        fields: ['company', 'contact', 'score'],
      }) ?? '',
    );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button variant="outlined" onClick={() => show(currentPageRows)}>
          Current page
        </Button>
        <Button variant="outlined" onClick={() => show(allRowsSorted)}>
          All rows, ignoring filters
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          pageSizeOptions={[3, 7]}
          initialState={{
            pagination: { paginationModel: { pageSize: 3 } },
            sorting: { sortModel: [{ field: 'score', sort: 'desc' }] },
          }}
        />
      </Box>
      <Typography
        component="pre"
        variant="body2"
        sx={{ mt: 1, p: 1, minHeight: 32, bgcolor: 'action.hover', fontFamily: 'monospace' }}
      >
        {preview || 'Pick a set of rows to preview the CSV.'}
      </Typography>
    </Box>
  );
}
