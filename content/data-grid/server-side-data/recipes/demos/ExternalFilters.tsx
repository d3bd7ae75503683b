import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, GridColDef, GridDataSource, GridFilterModel, GridGetRowsParams } from '@mui/x-data-grid';

interface Listing {
  id: number;
  title: string;
  city: string;
  rent: number;
}

const CITIES = ['Porto', 'Ghent', 'Bologna', 'Krakow'];
const KINDS = ['Studio', 'Loft', 'Two-room flat', 'Attic', 'Garden flat'];
const LISTINGS: Listing[] = Array.from({ length: 160 }, (_, i) => ({
  id: i + 1,
  title: `${KINDS[(i * 3) % KINDS.length]} ${i + 1}`,
  city: CITIES[(i * 7) % CITIES.length],
  rent: 600 + ((i * 53) % 1400),
}));

// The server understands two filters: an exact city and a maximum rent.
function query({ filterModel, paginationModel }: GridGetRowsParams) {
  const rows = LISTINGS.filter((row) =>
    filterModel.items.every((item) => {
      if (item.field === 'city') return row.city === item.value;
      if (item.field === 'rent') return row.rent <= Number(item.value);
      return true;
    }),
  );
  const { page, pageSize } = paginationModel ?? { page: 0, pageSize: 10 };
  return { rows: rows.slice(page * pageSize, (page + 1) * pageSize), rowCount: rows.length };
}

const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(query(params)), 350)),
};

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Listing', flex: 1, sortable: false },
  { field: 'city', headerName: 'City', width: 130, sortable: false },
  { field: 'rent', headerName: 'Rent', type: 'number', width: 110, sortable: false },
];

export default function ExternalFilters() {
  const [city, setCity] = React.useState<string | null>('Ghent');
  const [affordable, setAffordable] = React.useState(false);

  // Your controls decide the filter model; the grid sends it with each request.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({
      items: [
        ...(city ? [{ id: 'city', field: 'city', operator: 'equals', value: city }] : []),
        ...(affordable ? [{ id: 'rent', field: 'rent', operator: '<=', value: 1000 }] : []),
      ],
    }),
    [city, affordable],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={city}
          onChange={(_, value: string | null) => setCity(value)}
          aria-label="City"
        >
          {CITIES.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={affordable} onChange={(event) => setAffordable(event.target.checked)} />}
          label="Rent up to 1,000"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          filterModel={filterModel}
          disableColumnFilter
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
