import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  gridFilteredSortedRowIdsSelector,
  GridPaginationModel,
  GridRowSelectionModel,
  useGridApiRef,
} from '@mui/x-data-grid';

interface Parcel {
  id: number;
  tracking: string;
  destination: string;
  status: string;
}

const destinations = ['Antwerp', 'Bilbao', 'Cluj', 'Dresden', 'Eindhoven', 'Florence'];
const statuses = ['In transit', 'Delivered', 'At depot', 'Out for delivery'];
const rows: Parcel[] = Array.from({ length: 64 }, (_, index) => ({
  id: index + 1,
  tracking: `PK${String(400100 + index * 37)}`,
  destination: destinations[(index * 5) % destinations.length],
  status: statuses[(index * 3) % statuses.length],
}));

const columns: GridColDef<Parcel>[] = [
  { field: 'tracking', headerName: 'Tracking number', width: 170 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'status', headerName: 'Status', width: 150 },
];

export default function JumpToRow() {
  const apiRef = useGridApiRef();
  const [query, setQuery] = React.useState('PK401136');
  const [message, setMessage] = React.useState('');
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  const jump = () => {
    const api = apiRef.current;
    if (!api) return;
    // Position in the current sorted and filtered order, not in the rows array.
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const index = ids.findIndex((id) => api.getRow(id)?.tracking === query.trim().toUpperCase());
    if (index === -1) {
      setMessage('No parcel with that number');
      return;
    }
    setPaginationModel((previous) => ({ ...previous, page: Math.floor(index / previous.pageSize) }));
    setSelection({ type: 'include', ids: new Set([ids[index]]) });
    setMessage(`Found on page ${Math.floor(index / paginationModel.pageSize) + 1}`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="Tracking number"
          placeholder="PK401136"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && jump()}
        />
        <Button variant="outlined" onClick={jump}>
          Go
        </Button>
        <Typography variant="body2" aria-live="polite">
          {message}
        </Typography>
      </Stack>
      <Box sx={{ height: 480 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10, 25]}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Stack>
  );
}
