import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridFilterModel,
  GridGetRowsParams,
  GridPaginationModel,
  GridSortModel,
} from '@mui/x-data-grid';

interface Listing {
  id: number;
  title: string;
  city: string;
  rent: number;
}

const CITIES = ['Porto', 'Ghent', 'Bologna', 'Krakow', 'Utrecht', 'Lyon'];
const KINDS = ['Studio', 'Loft', 'Two-room flat', 'Attic', 'Garden flat'];
const LISTINGS: Listing[] = Array.from({ length: 240 }, (_, i) => ({
  id: i + 1,
  title: `${KINDS[(i * 3) % KINDS.length]} ${i + 1}`,
  city: CITIES[(i * 7) % CITIES.length],
  rent: 600 + ((i * 53) % 1400),
}));

function query({ filterModel, sortModel, paginationModel }: GridGetRowsParams) {
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  let rows = LISTINGS.filter((row) =>
    words.every((word) => `${row.title} ${row.city}`.toLowerCase().includes(word)),
  );
  const [sort] = sortModel;
  if (sort) {
    const key = sort.field as keyof Listing;
    const dir = sort.sort === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => (a[key] > b[key] ? dir : a[key] < b[key] ? -dir : 0));
  }
  const { page, pageSize } = paginationModel ?? { page: 0, pageSize: 10 };
  return { rows: rows.slice(page * pageSize, (page + 1) * pageSize), rowCount: rows.length };
}

const dataSource: GridDataSource = {
  getRows: (params) => new Promise((resolve) => setTimeout(() => resolve(query(params)), 350)),
};

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Listing', flex: 1, filterable: false },
  { field: 'city', headerName: 'City', width: 130, filterable: false },
  { field: 'rent', headerName: 'Rent', type: 'number', width: 110, filterable: false },
];

// The three models <-> a query string, as a router would keep them in the address bar.
function toSearch(pagination: GridPaginationModel, sort: GridSortModel, filter: GridFilterModel) {
  const search = new URLSearchParams({ page: String(pagination.page + 1), size: String(pagination.pageSize) });
  if (sort[0]) search.set('sort', `${sort[0].field}:${sort[0].sort}`);
  if (filter.quickFilterValues?.length) search.set('q', filter.quickFilterValues.join(' '));
  return `?${search.toString()}`;
}

function fromSearch(value: string) {
  const search = new URLSearchParams(value);
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const q = search.get('q');
  return {
    pagination: { page: Math.max(Number(search.get('page') ?? 1) - 1, 0), pageSize: Number(search.get('size') ?? 10) },
    sort: field ? [{ field, sort: direction === 'desc' ? ('desc' as const) : ('asc' as const) }] : [],
    filter: { items: [], quickFilterValues: q ? q.split(' ') : [] },
  };
}

const SHARED_LINK = '?page=2&size=10&sort=rent:desc&q=porto';

export default function UrlStateGrid() {
  const initial = React.useMemo(() => fromSearch(SHARED_LINK), []);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>(initial.pagination);
  const [sortModel, setSortModel] = React.useState<GridSortModel>(initial.sort);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(initial.filter);

  const openLink = (link: string) => {
    const state = fromSearch(link);
    setPaginationModel(state.pagination);
    setSortModel(state.sort);
    setFilterModel(state.filter);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label="Address"
          value={`/listings${toSearch(paginationModel, sortModel, filterModel)}`}
          slotProps={{ htmlInput: { readOnly: true } }}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => openLink(SHARED_LINK)}>
          Open shared link
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          pageSizeOptions={[10, 25]}
          showToolbar
        />
      </Box>
    </Box>
  );
}
