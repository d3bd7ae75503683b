import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridColDef,
  GridDataSource,
  GridGetRowsError,
  GridUpdateRowError,
  useGridApiRef,
} from '@mui/x-data-grid-pro';

const PRODUCTS = ['Desk lamp', 'Standing desk', 'Monitor arm', 'Footrest', 'Cable tray'];

const TABLE = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  product: `${PRODUCTS[i % PRODUCTS.length]} ${Math.floor(i / PRODUCTS.length) + 1}`,
  stock: (i * 17) % 90,
}));

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 110 },
];

export default function DataSourceErrors() {
  const apiRef = useGridApiRef();
  const [offline, setOffline] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  // A ref, so the data source object stays the same while the switch changes.
  const offlineRef = React.useRef(offline);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (offlineRef.current) {
          throw new Error('503: inventory service unavailable');
        }
        return { rows: TABLE.slice(Number(start), end + 1), rowCount: TABLE.length };
      },
    }),
    [],
  );

  const handleError = (dataSourceError: GridGetRowsError | GridUpdateRowError) => {
    if (dataSourceError instanceof GridGetRowsError) {
      const page = dataSourceError.params.paginationModel?.page ?? 0;
      setError(`Page ${page + 1} could not be loaded (${dataSourceError.message}).`);
    }
  };

  const retry = () => {
    setError(null);
    apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={offline}
            onChange={(event) => {
              offlineRef.current = event.target.checked;
              setOffline(event.target.checked);
            }}
          />
        }
        label="Simulate an outage"
      />
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          onDataSourceError={handleError}
          pagination
          pageSizeOptions={[10, 20]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
