import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  requester: string;
  priority: number;
}

const SUBJECTS = ['Login fails', 'Invoice missing', 'Slow dashboard', 'Export broken', 'Password reset', 'Billing address'];
const REQUESTERS = ['Aiko', 'Bruno', 'Carmen', 'Deniz', 'Emeka', 'Freya', 'Goran'];

// The "database": 130 support tickets.
const TICKETS: Ticket[] = Array.from({ length: 130 }, (_, i) => ({
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

// A cursor-based endpoint: "give me 25 tickets after this one". It answers with the next
// cursor, or null once the last ticket has been sent.
function fetchAfter(cursor: number | null) {
  const from = cursor === null ? 0 : TICKETS.findIndex((ticket) => ticket.id === cursor) + 1;
  const items = TICKETS.slice(from, from + 25);
  const nextCursor = from + 25 < TICKETS.length ? items[items.length - 1].id : null;
  return new Promise<{ items: Ticket[]; nextCursor: number | null }>((resolve) =>
    setTimeout(() => resolve({ items, nextCursor }), 500),
  );
}

export default function InfiniteLoadingCursor() {
  const [rows, setRows] = React.useState<Ticket[]>([]);
  const [cursor, setCursor] = React.useState<number | null>(null);
  const [hasMore, setHasMore] = React.useState(true);
  const [loading, setLoading] = React.useState(false);
  const busy = React.useRef(false);

  const loadMore = React.useCallback(async () => {
    // The ref blocks a second call fired before React re-renders with loading = true.
    if (busy.current || !hasMore) return;
    busy.current = true;
    setLoading(true);
    const page = await fetchAfter(cursor);
    setRows((previous) => [...previous, ...page.items]);
    setCursor(page.nextCursor);
    setHasMore(page.nextCursor !== null);
    setLoading(false);
    busy.current = false;
  }, [cursor, hasMore]);

  React.useEffect(() => {
    if (rows.length === 0) {
      loadMore();
    }
  }, [rows.length, loadMore]);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          onRowsScrollEnd={loadMore}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {hasMore ? `${rows.length} tickets loaded, scroll for more.` : `End of list: all ${rows.length} tickets loaded.`}
      </Typography>
    </Box>
  );
}
