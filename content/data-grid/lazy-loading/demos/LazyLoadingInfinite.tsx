import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, GridColDef, GridDataSource, GridGetRowsParams } from '@mui/x-data-grid-pro';

interface LogLine {
  id: number;
  time: string;
  level: 'info' | 'warn' | 'error';
  service: string;
  message: string;
}

const services = ['auth', 'billing', 'search', 'mailer', 'gateway'];
const messages = ['request served', 'cache miss', 'slow query', 'retrying upstream', 'token refreshed'];
const levels: LogLine['level'][] = ['info', 'info', 'info', 'warn', 'error'];
const TOTAL = 900;
const origin = Date.UTC(2026, 10, 24, 8, 0, 0);

function logLine(index: number): LogLine {
  return {
    id: index + 1,
    time: new Date(origin + index * 1700).toISOString().slice(11, 19),
    level: levels[(index * 7) % levels.length],
    service: services[(index * 3) % services.length],
    message: messages[(index * 11) % messages.length],
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The server does not say how many lines exist. It only answers the requested block;
// on the last block it finally returns the total, which ends the loading.
const dataSource: GridDataSource = {
  async getRows(params: GridGetRowsParams) {
    await wait(500);
    const start = Number(params.start);
    const end = Math.min(params.end, TOTAL - 1);
    const rows = Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => logLine(start + i));
    const isLast = end >= TOTAL - 1;
    return isLast ? { rows, rowCount: TOTAL } : { rows, pageInfo: { hasNextPage: true } };
  },
};

const columns: GridColDef<LogLine>[] = [
  { field: 'id', headerName: '#', width: 70, sortable: false },
  { field: 'time', headerName: 'Time (UTC)', width: 110, sortable: false },
  { field: 'level', headerName: 'Level', width: 90, sortable: false },
  { field: 'service', headerName: 'Service', width: 110, sortable: false },
  { field: 'message', headerName: 'Message', flex: 1, sortable: false },
];

export default function LazyLoadingInfinite() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        columns={columns}
        dataSource={dataSource}
        lazyLoading
        disableColumnFilter
        scrollEndThreshold={120}
      />
    </Box>
  );
}
