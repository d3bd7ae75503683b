import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridPaginationModel } from '@mui/x-data-grid';

interface LogEntry {
  id: number;
  level: string;
  message: string;
}

const TOTAL = 250;
const LEVELS = ['info', 'warn', 'error', 'debug'];

// Stands in for an HTTP endpoint that returns one page at a time.
function fetchPage({ page, pageSize }: GridPaginationModel): Promise<LogEntry[]> {
  const start = page * pageSize;
  const items = Array.from({ length: Math.max(0, Math.min(pageSize, TOTAL - start)) }, (_, i) => ({
    id: start + i + 1,
    level: LEVELS[(start + i) % LEVELS.length],
    message: `Job #${start + i + 1} finished step ${((start + i) % 7) + 1}`,
  }));
  return new Promise((resolve) => setTimeout(() => resolve(items), 500));
}

const columns: GridColDef<LogEntry>[] = [
  { field: 'id', headerName: '#', width: 80, sortable: false },
  { field: 'level', headerName: 'Level', width: 100, sortable: false },
  { field: 'message', headerName: 'Message', flex: 1, sortable: false },
];

export default function ServerPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<LogEntry[]>([]);
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel).then((pageRows) => {
      // Ignore responses for pages the user already left.
      if (!active) return;
      setRows(pageRows);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={TOTAL}
        loading={loading}
        paginationMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        disableColumnFilter
      />
    </Box>
  );
}
