import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationMeta, GridPaginationModel } from '@mui/x-data-grid';

interface LogEntry {
  id: string;
  time: Date;
  level: 'info' | 'warn' | 'error';
  message: string;
}

const messages = ['User signed in', 'Cache miss for /pricing', 'Payment webhook retried', 'Slow query (1.8 s)', 'Export finished'];
const levels: LogEntry['level'][] = ['info', 'info', 'warn', 'error', 'info'];
const allEntries: LogEntry[] = Array.from({ length: 43 }, (_, index) => ({
  id: `log-${1000 - index}`,
  time: new Date(Date.UTC(2026, 10, 24, 23, 59 - index, 0)),
  level: levels[index % levels.length],
  message: messages[index % messages.length],
}));

interface Page {
  entries: LogEntry[];
  nextCursor: string | null;
}

// A cursor API: no total count, only "give me the entries after this one".
function fetchLogs(cursor: string | null, limit: number) {
  return new Promise<Page>((resolve) => {
    setTimeout(() => {
      const start = cursor ? allEntries.findIndex((entry) => entry.id === cursor) + 1 : 0;
      const entries = allEntries.slice(start, start + limit);
      const hasMore = start + limit < allEntries.length;
      resolve({ entries, nextCursor: hasMore ? entries[entries.length - 1].id : null });
    }, 400);
  });
}

const columns: GridColDef<LogEntry>[] = [
  { field: 'time', headerName: 'Time (UTC)', type: 'dateTime', width: 190 },
  { field: 'level', headerName: 'Level', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1 },
];

export default function CursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<LogEntry[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [paginationMeta, setPaginationMeta] = React.useState<GridPaginationMeta>({ hasNextPage: true });
  // cursors[n] is the cursor that loads page n; page 0 needs none.
  const cursors = React.useRef<(string | null)[]>([null]);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchLogs(cursors.current[paginationModel.page] ?? null, paginationModel.pageSize).then((page) => {
      if (!active) return;
      cursors.current[paginationModel.page + 1] = page.nextCursor;
      setRows(page.entries);
      setPaginationMeta({ hasNextPage: page.nextCursor !== null });
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    // Cursors depend on the page size: start again from the first page when it changes.
    if (model.pageSize !== paginationModel.pageSize) {
      cursors.current = [null];
      setPaginationModel({ page: 0, pageSize: model.pageSize });
      return;
    }
    setPaginationModel(model);
  };

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        loading={loading}
        paginationMode="server"
        rowCount={-1}
        paginationMeta={paginationMeta}
        paginationModel={paginationModel}
        onPaginationModelChange={handlePaginationModelChange}
        pageSizeOptions={[10, 20]}
        disableColumnSorting
        disableColumnFilter
      />
    </Box>
  );
}
