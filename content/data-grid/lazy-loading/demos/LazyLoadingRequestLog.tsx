import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridDataSource, GridGetRowsParams } from '@mui/x-data-grid-pro';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const authors = ['N. K. Jemisin', 'Ted Chiang', 'Ursula K. Le Guin', 'Liu Cixin', 'Octavia E. Butler'];
const words = ['River', 'Glass', 'Orbit', 'Lantern', 'Harbor', 'Ember', 'Atlas', 'Tide'];

const TOTAL = 3000;
const book = (index: number): Book => ({
  id: index + 1,
  title: `${words[index % words.length]} of ${words[(index * 5 + 3) % words.length]} ${index + 1}`,
  author: authors[(index * 3) % authors.length],
  year: 1960 + ((index * 13) % 65),
});

const columns: GridColDef<Book>[] = [
  { field: 'id', headerName: '#', width: 80, sortable: false },
  { field: 'title', headerName: 'Title', flex: 1, sortable: false },
  { field: 'author', headerName: 'Author', width: 170, sortable: false },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, sortable: false },
];

export default function LazyLoadingRequestLog() {
  const [throttled, setThrottled] = React.useState(true);
  const [log, setLog] = React.useState<string[]>([]);

  // Created once: a new data source object on each render would make the grid fetch again.
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      async getRows(params: GridGetRowsParams) {
        const start = Number(params.start);
        setLog((lines) => [`rows ${start}–${params.end}`, ...lines].slice(0, 6));
        await new Promise((resolve) => setTimeout(resolve, 300));
        const end = Math.min(params.end, TOTAL - 1);
        return {
          rows: Array.from({ length: end - start + 1 }, (_, i) => book(start + i)),
          rowCount: TOTAL,
        };
      },
    }),
    [],
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ height: 380, flex: { md: 1 }, minWidth: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttled ? 500 : 0}
          disableColumnFilter
        />
      </Box>
      <Box sx={{ width: { md: 220 } }}>
        <FormControlLabel
          control={<Switch checked={throttled} onChange={(event) => setThrottled(event.target.checked)} />}
          label="Throttle (500 ms)"
        />
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          Latest requests
        </Typography>
        <Box component="ol" aria-live="polite" sx={{ pl: 3, my: 0.5, typography: 'body2' }}>
          {log.map((line, index) => (
            <li key={`${line}-${index}`}>{line}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
