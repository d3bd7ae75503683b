import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsError,
  GridGetRowsParams,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

interface Payment {
  id: number;
  reference: string;
  merchant: string;
  country: string;
  amount: number;
}

const MERCHANTS = ['Bakery Nord', 'Cinema Sol', 'Fuel Stop', 'Green Grocer', 'Metro Line', 'Book Nook', 'Pharma Plus'];
const COUNTRIES = ['Austria', 'Brazil', 'Chile', 'Denmark', 'Egypt', 'Finland'];

// The "database": 5,000 card payments.
const PAYMENTS: Payment[] = Array.from({ length: 5_000 }, (_, i) => ({
  id: i + 1,
  reference: `PAY-${String(i + 1).padStart(5, '0')}`,
  merchant: MERCHANTS[(i * 5) % MERCHANTS.length],
  country: COUNTRIES[(i * 11) % COUNTRIES.length],
  amount: Math.round((((i * 7919) % 50_000) / 100 + 1) * 100) / 100,
}));

function queryPayments({ filterModel, sortModel, start, end }: GridGetRowsParams) {
  let rows = PAYMENTS.filter((row) =>
    filterModel.items.every((item) => {
      if (item.value == null || item.value === '') return true;
      const cell = row[item.field as keyof Payment];
      if (item.operator === '>') return Number(cell) > Number(item.value);
      if (item.operator === '<') return Number(cell) < Number(item.value);
      return String(cell).toLowerCase().includes(String(item.value).toLowerCase());
    }),
  );
  const [sort] = sortModel;
  if (sort) {
    const key = sort.field as keyof Payment;
    const dir = sort.sort === 'desc' ? -1 : 1;
    rows = [...rows].sort((a, b) => (a[key] > b[key] ? dir : a[key] < b[key] ? -dir : 0));
  }
  return { rows: rows.slice(Number(start), end + 1), rowCount: rows.length };
}

const columns: GridColDef[] = [
  { field: 'reference', headerName: 'Reference', width: 130 },
  { field: 'merchant', headerName: 'Merchant', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120 },
];

// Blocks that start at row 200 or later fail on their first attempt.
const attempts = new Map<string, number>();

export default function LazyLoadingErrorRetry() {
  const apiRef = useGridApiRef();
  const [failed, setFailed] = React.useState<GridGetRowsParams | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        const key = `${params.start}-${params.end}`;
        const attempt = (attempts.get(key) ?? 0) + 1;
        attempts.set(key, attempt);
        if (Number(params.start) >= 200 && attempt === 1) {
          throw new Error('Connection reset');
        }
        return queryPayments(params);
      },
    }),
    [],
  );

  const retry = () => {
    if (failed) {
      // Ask again for the same block; the other loaded rows stay in place.
      apiRef.current?.dataSource.fetchRows(undefined, { start: failed.start, end: failed.end });
      setFailed(null);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      {failed ? (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          Rows {Number(failed.start) + 1} to {failed.end + 1} could not be loaded.
        </Alert>
      ) : (
        <Alert severity="info" sx={{ mb: 1 }}>
          Scroll past row 200: the next block fails once.
        </Alert>
      )}
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={(error) => {
            if (error instanceof GridGetRowsError) {
              setFailed(error.params);
            }
          }}
        />
      </Box>
    </Box>
  );
}
