import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  priority: 'Low' | 'Normal' | 'High';
  ageDays: number;
}

const topics = ['Login', 'Billing', 'Export', 'Search', 'Sync', 'Upload', 'Invoices', 'Permissions'];
const priorities: Ticket['priority'][] = ['Low', 'Normal', 'High'];
const database: Ticket[] = Array.from({ length: 137 }, (_, index) => ({
  id: 7000 + index,
  subject: `${topics[index % topics.length]} issue #${index + 1}`,
  priority: priorities[(index * 7) % 3],
  ageDays: (index * 13) % 90,
}));

interface Query {
  filterModel: GridFilterModel;
  sortModel: GridSortModel;
  paginationModel: GridPaginationModel;
}

// One request carries the filter, the sort and the page; the answer has one page and the total.
function fetchTickets({ filterModel, sortModel, paginationModel }: Query) {
  return new Promise<{ rows: Ticket[]; total: number }>((resolve) => {
    setTimeout(() => {
      let result = database;
      const item = filterModel.items[0];
      if (item?.value) {
        const needle = String(item.value).toLowerCase();
        result = result.filter((t) =>
          String(t[item.field as keyof Ticket])
            .toLowerCase()
            .includes(needle),
        );
      }
      const sort = sortModel[0];
      if (sort) {
        const key = sort.field as keyof Ticket;
        const direction = sort.sort === 'desc' ? -1 : 1;
        result = [...result].sort((a, b) => (a[key] > b[key] ? direction : a[key] < b[key] ? -direction : 0));
      }
      const start = paginationModel.page * paginationModel.pageSize;
      resolve({ rows: result.slice(start, start + paginationModel.pageSize), total: result.length });
    }, 450);
  });
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'ID', width: 90, filterable: false },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'ageDays', headerName: 'Age (days)', type: 'number', width: 120, filterable: false },
];

export default function ServerFilterSortPaginate() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'ageDays', sort: 'desc' }]);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 10,
  });
  const [data, setData] = React.useState<{ rows: Ticket[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchTickets({ filterModel, sortModel, paginationModel }).then((result) => {
      if (active) {
        setData(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel, sortModel, paginationModel]);

  // A new filter or sort changes the result set: go back to the first page.
  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    setPaginationModel((previous) => ({ ...previous, page: 0 }));
  };
  const handleSortModelChange = (model: GridSortModel) => {
    setSortModel(model);
    setPaginationModel((previous) => ({ ...previous, page: 0 }));
  };

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={data.rows}
        rowCount={data.total}
        columns={columns}
        loading={loading}
        filterMode="server"
        sortingMode="server"
        paginationMode="server"
        filterModel={filterModel}
        onFilterModelChange={handleFilterModelChange}
        sortModel={sortModel}
        onSortModelChange={handleSortModelChange}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25]}
      />
    </Box>
  );
}
