import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const visitsByStore: Record<string, number[]> = {
  Harbour: [120, 132, 101, 134, 190, 230, 210],
  'Old Town': [80, 76, 92, 88, 140, 210, 180],
  Airport: [],
};

// A fake server: answers after a delay, and has no data yet for the newest store.
function fetchVisits(store: string) {
  return new Promise<number[]>((resolve) => {
    setTimeout(() => resolve(visitsByStore[store]), 900);
  });
}

export default function FakeServerLoading() {
  const [store, setStore] = React.useState('Harbour');
  const [data, setData] = React.useState<number[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchVisits(store).then((visits) => {
      if (active) {
        setData(visits);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [store]);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Store"
        value={store}
        onChange={(event) => setStore(event.target.value)}
        sx={{ width: 200 }}
      >
        {Object.keys(visitsByStore).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={280}
        loading={loading}
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={[{ label: 'Visitors', data: loading ? [] : data }]}
        localeText={{ noData: `No visits recorded for ${store} yet` }}
        hideLegend
      />
    </Stack>
  );
}
