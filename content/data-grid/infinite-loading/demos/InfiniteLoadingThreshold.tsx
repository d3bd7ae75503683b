import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridRowScrollEndParams } from '@mui/x-data-grid-pro';

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

const PAGE_SIZE = 30;

export default function InfiniteLoadingThreshold() {
  const [rows, setRows] = React.useState<Ticket[]>(() => TICKETS.slice(0, PAGE_SIZE));
  const [loading, setLoading] = React.useState(false);
  const [threshold, setThreshold] = React.useState(80);
  const [lastEvent, setLastEvent] = React.useState<GridRowScrollEndParams | null>(null);
  const done = rows.length >= TICKETS.length;

  const handleScrollEnd = (params: GridRowScrollEndParams) => {
    setLastEvent(params);
    if (loading || done) return;
    setLoading(true);
    setTimeout(() => {
      setRows((previous) => TICKETS.slice(0, previous.length + PAGE_SIZE));
      setLoading(false);
    }, 700);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2" id="threshold-label" sx={{ whiteSpace: 'nowrap' }}>
          scrollEndThreshold: {threshold}px
        </Typography>
        <Slider
          aria-labelledby="threshold-label"
          value={threshold}
          min={0}
          max={600}
          step={20}
          onChange={(_, value) => setThreshold(value as number)}
          sx={{ maxWidth: 260 }}
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          onRowsScrollEnd={handleScrollEnd}
          scrollEndThreshold={threshold}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {done ? `All ${TICKETS.length} tickets loaded.` : `${rows.length} of ${TICKETS.length} tickets loaded.`}{' '}
        {lastEvent &&
          `Last event: ${lastEvent.viewportPageSize} rows fit in the viewport, ${lastEvent.visibleRowsCount} rendered.`}
      </Typography>
    </Box>
  );
}
