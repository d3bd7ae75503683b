import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridDataSource, GridDataSourceCacheDefault } from '@mui/x-data-grid-pro';

const SENSORS = ['Boiler', 'Chiller', 'Pump', 'Fan', 'Valve', 'Tank', 'Compressor', 'Heater'];

// 2,000 sensors whose readings move each time the fake server answers.
let round = 0;
function reading(index: number) {
  return {
    id: index + 1,
    sensor: `${SENSORS[index % SENSORS.length]} ${Math.floor(index / SENSORS.length) + 1}`,
    temperature: 40 + ((index * 7 + round * (index % 5 + 1)) % 45),
  };
}

const columns: GridColDef[] = [
  { field: 'sensor', headerName: 'Sensor', flex: 1, sortable: false, filterable: false },
  { field: 'temperature', headerName: 'Temperature (°C)', type: 'number', width: 170, sortable: false, filterable: false },
];

// Entries expire before each check, so every check reaches the server.
const cache = new GridDataSourceCacheDefault({ ttl: 2_000 });

export default function LazyLoadingRevalidate() {
  const [responses, setResponses] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async ({ start, end }) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        round += 1;
        setResponses((count) => count + 1);
        const rows = [];
        for (let i = Number(start); i <= Math.min(end, 1_999); i += 1) {
          rows.push(reading(i));
        }
        return { rows, rowCount: 2_000 };
      },
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Responses received: {responses}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          dataSourceRevalidateMs={3_000}
          lazyLoading
        />
      </Box>
    </Box>
  );
}
