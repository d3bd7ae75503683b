import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Customer {
  id: number;
  name: string;
  city: string;
}

const first = ['Ada', 'Bilal', 'Chiara', 'Dario', 'Elif', 'Femi', 'Gosia', 'Hamid', 'Ingrid', 'Joon'];
const last = ['Berger', 'Costa', 'Dupont', 'Eriksen', 'Fischer'];
const cities = ['Basel', 'Cork', 'Turin', 'Leeds', 'Bergen'];
const customers: Customer[] = first.flatMap((f, i) =>
  last.map((l, j) => ({ id: i * 5 + j + 1, name: `${f} ${l}`, city: cities[(i + j) % cities.length] })),
);

const columns: GridColDef<Customer>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'city', headerName: 'City', width: 140 },
];

export default function DebouncedServerSearch() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [], quickFilterValues: [] });
  const [rows, setRows] = React.useState<Customer[]>(customers);
  const [loading, setLoading] = React.useState(false);
  const [requests, setRequests] = React.useState(0);

  React.useEffect(() => {
    const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
    let active = true;
    setLoading(true);
    // The fake server: every word must appear in the name or the city.
    const timer = setTimeout(() => {
      if (active) {
        setRows(customers.filter((c) => words.every((w) => `${c.name} ${c.city}`.toLowerCase().includes(w))));
        setLoading(false);
      }
    }, 500);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [filterModel]);

  // Each model change is one request to the server.
  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    setRequests((count) => count + 1);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" aria-live="polite">
        Requests sent while typing: {requests}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          loading={loading}
          showToolbar
          // Wait for a pause in typing before the model changes.
          slotProps={{ toolbar: { quickFilterProps: { debounceMs: 600 } } }}
        />
      </Box>
    </Stack>
  );
}
