import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridDataSource, GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid';

const BOOKS = ['Atlas', 'Beacon', 'Cipher', 'Delta', 'Ember', 'Fable', 'Garnet', 'Harbor'];
const TABLE = Array.from({ length: 80 }, (_, i) => ({
  id: i + 1,
  title: `${BOOKS[i % BOOKS.length]} volume ${Math.floor(i / BOOKS.length) + 1}`,
  pages: 120 + ((i * 47) % 400),
}));

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, sortable: false, filterable: false },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 110, sortable: false, filterable: false },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A flaky endpoint: the first two calls for each page time out, the third succeeds.
const attemptsPerPage = new Map<string, number>();
async function flakyEndpoint({ start, end }: GridGetRowsParams): Promise<GridGetRowsResponse> {
  await wait(250);
  const key = `${start}-${end}`;
  const attempt = (attemptsPerPage.get(key) ?? 0) + 1;
  attemptsPerPage.set(key, attempt);
  if (attempt % 3 !== 0) {
    throw new Error('Gateway timeout');
  }
  return { rows: TABLE.slice(Number(start), end + 1), rowCount: TABLE.length };
}

export default function RetryWithBackoff() {
  const [log, setLog] = React.useState<string[]>([]);
  const [failed, setFailed] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const write = (line: string) => setLog((previous) => [line, ...previous].slice(0, 6));
    return {
      // Retries live in getRows: the grid only sees the final result.
      getRows: async (params) => {
        for (let attempt = 1; ; attempt += 1) {
          try {
            const response = await flakyEndpoint(params);
            write(`rows ${params.start}-${params.end}: attempt ${attempt} succeeded`);
            return response;
          } catch (error) {
            write(`rows ${params.start}-${params.end}: attempt ${attempt} failed`);
            if (attempt === 4) {
              throw error;
            }
            await wait(200 * 2 ** (attempt - 1)); // 200 ms, 400 ms, 800 ms
          }
        }
      },
    };
  }, []);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 370, flex: { md: 1 }, minWidth: 0 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          onDataSourceError={(error) => setFailed(error.message)}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
      <Box sx={{ width: { md: 260 } }}>
        <Typography variant="subtitle2">Requests</Typography>
        {failed && (
          <Typography variant="body2" color="error">
            Gave up: {failed}
          </Typography>
        )}
        {log.map((line, index) => (
          <Typography key={`${index}-${line}`} variant="body2" sx={{ fontFamily: 'monospace' }}>
            {line}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
