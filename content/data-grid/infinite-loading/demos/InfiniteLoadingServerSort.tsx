import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridFilterModel, GridSortModel } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: number;
}

const SUBJECTS = ['Login fails', 'Invoice missing', 'Slow dashboard', 'Export broken', 'Password reset', 'Billing address'];
const REQUESTERS = ['Aiko', 'Bruno', 'Carmen', 'Deniz', 'Emeka', 'Freya', 'Goran'];

// The "database": 400 support tickets.
const TICKETS: Ticket[] = Array.from({ length: 400 }, (_, i) => ({
  id: i + 1,
  subject: `${SUBJECTS[(i * 5) % SUBJECTS.length]} (#${1000 + i})`,
  requester: REQUESTERS[(i * 3) % REQUESTERS.length],
  priority: 1 + ((i * 7) % 5),
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'requester', headerName: 'Requester', width: 130 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 100 },
];

const PAGE_SIZE = 40;

// The fake endpoint: one slice of the tickets, sorted and filtered on the "server".
function fetchTickets(offset: number, sortModel: GridSortModel, filterModel: GridFilterModel) {
  const words = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  let rows = TICKETS.filter((row) =>
    words.every((word) => `${row.subject} ${row.requester}`.toLowerCase().includes(word)),
  );
  const [sort] = sortModel;
  if (sort) {
    const key = sort.field as keyof Ticket;
    const dir = sort.sort === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => (a[key] > b[key] ? dir : a[key] < b[key] ? -dir : 0));
  }
  return new Promise<{ rows: Ticket[]; total: number }>((resolve) =>
    setTimeout(() => resolve({ rows: rows.slice(offset, offset + PAGE_SIZE), total: rows.length }), 500),
  );
}

export default function InfiniteLoadingServerSort() {
  const [rows, setRows] = React.useState<Ticket[]>([]);
  const [total, setTotal] = React.useState<number | null>(null);
  const [loading, setLoading] = React.useState(false);
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const lastRequest = React.useRef(0);

  const load = React.useCallback(
    async (offset: number) => {
      const request = ++lastRequest.current;
      setLoading(true);
      const response = await fetchTickets(offset, sortModel, filterModel);
      // A newer request (another sort or search) makes this answer obsolete.
      if (request !== lastRequest.current) return;
      setRows((previous) => (offset === 0 ? response.rows : [...previous, ...response.rows]));
      setTotal(response.total);
      setLoading(false);
    },
    [sortModel, filterModel],
  );

  // A new order or search starts the list again from the first ticket.
  React.useEffect(() => {
    load(0);
  }, [load]);

  const handleScrollEnd = () => {
    if (!loading && total !== null && rows.length < total) {
      load(rows.length);
    }
  };

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleScrollEnd}
        sortingMode="server"
        filterMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        disableColumnFilter
        showToolbar
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        hideFooter
      />
    </Box>
  );
}
