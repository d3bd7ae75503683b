import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColDef, GridDataSource, GridGetRowsError, GridUpdateRowError, useGridApiRef } from '@mui/x-data-grid';

const AIRPORTS = ['LIS', 'OSL', 'NBO', 'LIM', 'HAN', 'PER', 'YUL', 'ATH'];
const FLIGHTS = Array.from({ length: 90 }, (_, i) => ({
  id: i + 1,
  flight: `XA${300 + i}`,
  from: AIRPORTS[i % AIRPORTS.length],
  to: AIRPORTS[(i * 3 + 1) % AIRPORTS.length],
  seats: 80 + ((i * 29) % 120),
}));

const columns: GridColDef[] = [
  { field: 'flight', headerName: 'Flight', flex: 1, sortable: false, filterable: false },
  { field: 'from', headerName: 'From', width: 100, sortable: false, filterable: false },
  { field: 'to', headerName: 'To', width: 100, sortable: false, filterable: false },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100, sortable: false, filterable: false },
];

export default function ErrorRetryAlert() {
  const apiRef = useGridApiRef();
  const serverDown = React.useRef(false);
  const [down, setDown] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        if (serverDown.current) {
          throw new Error('503 Service Unavailable');
        }
        return { rows: FLIGHTS.slice(Number(start), end + 1), rowCount: FLIGHTS.length };
      },
    }),
    [],
  );

  const handleError = (dataSourceError: GridGetRowsError | GridUpdateRowError) => {
    if (dataSourceError instanceof GridGetRowsError) {
      const page = dataSourceError.params.paginationModel?.page ?? 0;
      setError(`Page ${page + 1} could not be loaded: ${dataSourceError.message}`);
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
            checked={down}
            onChange={(event) => {
              serverDown.current = event.target.checked;
              setDown(event.target.checked);
            }}
          />
        }
        label="Server is down"
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
      <Box sx={{ height: 370 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          onPaginationModelChange={() => setError(null)}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Box>
  );
}
