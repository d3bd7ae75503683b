import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

interface LoadStatus {
  loaded: number;
  total: number;
  fetching: boolean;
}

// Carries the loading state from the demo to the footer slot.
const LoadStatusContext = React.createContext<LoadStatus>({ loaded: 0, total: 0, fetching: false });

const HOSTS = ['api-eu-1', 'api-eu-2', 'api-us-1', 'worker-3', 'db-replica'];
const LEVELS = ['INFO', 'WARN', 'ERROR'];

const LOGS = Array.from({ length: 150 }, (_, i) => ({
  id: i + 1,
  time: `12:${String(Math.floor(i / 3) % 60).padStart(2, '0')}:${String((i * 13) % 60).padStart(2, '0')}`,
  host: HOSTS[i % HOSTS.length],
  level: LEVELS[i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0],
}));

const columns: GridColDef[] = [
  { field: 'time', headerName: 'Time', width: 110 },
  { field: 'host', headerName: 'Host', flex: 1 },
  { field: 'level', headerName: 'Level', width: 100 },
];

// Replaces the footer: progress while fetching, a clear end-of-list message after.
function LoadStatusFooter() {
  const { loaded, total, fetching } = React.useContext(LoadStatusContext);
  let message = `${loaded} of ${total} entries, scroll for more`;
  if (fetching) message = 'Loading more entries…';
  else if (loaded >= total) message = `All ${total} entries loaded`;
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {fetching && <CircularProgress size={16} aria-hidden />}
      <Typography variant="body2">{message}</Typography>
    </Box>
  );
}

const BATCH = 30;

export default function InfiniteLoadingFooter() {
  const [rows, setRows] = React.useState(() => LOGS.slice(0, BATCH));
  const [fetching, setFetching] = React.useState(false);
  const busy = React.useRef(false);

  const handleScrollEnd = () => {
    if (busy.current || rows.length >= LOGS.length) return;
    busy.current = true;
    setFetching(true);
    setTimeout(() => {
      setRows((previous) => LOGS.slice(0, previous.length + BATCH));
      setFetching(false);
      busy.current = false;
    }, 800);
  };

  const status = React.useMemo(
    () => ({ loaded: rows.length, total: LOGS.length, fetching }),
    [rows.length, fetching],
  );

  return (
    <LoadStatusContext.Provider value={status}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onRowsScrollEnd={handleScrollEnd}
          slots={{ footer: LoadStatusFooter }}
        />
      </Box>
    </LoadStatusContext.Provider>
  );
}
