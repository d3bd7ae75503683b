import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';

// Countries (generated figures): GDP per person (k$) against life expectancy (years).
const countries = ['Arland', 'Borvia', 'Calderon', 'Dunmark', 'Estova', 'Fennia', 'Galdor', 'Hestia'];
const points = countries.map((name, id) => ({ id, x: 8 + id * 7 + (id % 3) * 4, y: 68 + id * 1.6 - (id % 2) * 2 }));

export default function ScatterClick() {
  const [message, setMessage] = React.useState('Click near a point');
  return (
    <Stack spacing={1}>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'GDP per person (k$)' }]}
        yAxis={[{ label: 'Life expectancy', min: 60, max: 85 }]}
        series={[{ label: 'Countries', data: points, markerSize: 6 }]}
        onItemClick={(_: unknown, item: ScatterItemIdentifier) => {
          const point = points[item.dataIndex];
          setMessage(`${countries[item.dataIndex]}: ${point.x}k$, ${point.y.toFixed(1)} years`);
        }}
        hideLegend
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
