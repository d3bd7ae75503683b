import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridDataSource,
  GridDataSourceCacheDefault,
  useGridApiRef,
} from '@mui/x-data-grid';

const STATIONS = ['North gate', 'Harbour', 'Old town', 'Airport', 'University', 'Stadium', 'Market'];

// Each answer reflects a new minute of bike-sharing activity.
let minute = 0;
function snapshot() {
  minute += 1;
  return STATIONS.map((name, i) => ({
    id: i + 1,
    name,
    bikes: (i * 5 + minute * (i + 2)) % 24,
    docks: 24,
  }));
}

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Station', flex: 1, sortable: false, filterable: false },
  { field: 'bikes', headerName: 'Bikes available', type: 'number', width: 150, sortable: false, filterable: false },
  { field: 'docks', headerName: 'Docks', type: 'number', width: 100, sortable: false, filterable: false },
];

const cache = new GridDataSourceCacheDefault({ ttl: 1_000 });

const dataSource: GridDataSource = {
  getRows: () =>
    new Promise((resolve) => setTimeout(() => resolve({ rows: snapshot(), rowCount: STATIONS.length }), 250)),
};

export default function PausedPolling() {
  const [live, setLive] = React.useState(true);
  const [visible, setVisible] = React.useState(true);

  // Polling a hidden tab wastes requests: pause while the page is in the background.
  React.useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  const polling = live && visible;
  const apiRef = useGridApiRef();
  const wasPolling = React.useRef(polling);

  // Polling restarts after the next response, so fetch once when resuming.
  React.useEffect(() => {
    if (polling && !wasPolling.current) {
      apiRef.current?.dataSource.fetchRows();
    }
    wasPolling.current = polling;
  }, [polling, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={live} onChange={(event) => setLive(event.target.checked)} />}
        label="Live updates"
      />
      <Typography variant="caption" sx={{ ml: 1 }}>
        {polling ? 'Refreshing every 2 seconds' : 'Paused'}
      </Typography>
      <Box sx={{ height: 360, mt: 1 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          dataSourceRevalidateMs={polling ? 2_000 : 0}
          hideFooter
        />
      </Box>
    </Box>
  );
}
