import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Latency', 'Throughput', 'Cost', 'Uptime', 'Support'];
const series = [
  { id: 'alpha', label: 'Cloud Alpha', data: [7, 8, 5, 9, 6] },
  { id: 'beta', label: 'Cloud Beta', data: [9, 6, 7, 8, 8] },
];

// Hosting providers scored out of 10; clicking a mark shows its value.
export default function RadarClick() {
  const [picked, setPicked] = React.useState('Click a mark');
  return (
    <Stack spacing={1}>
      <RadarChart
        height={320}
        radar={{ max: 10, startAngle: 36, metrics }}
        series={series}
        onMarkClick={(_, item) => {
          const found = series.find((entry) => entry.id === item.seriesId);
          if (found) setPicked(`${found.label}: ${metrics[item.dataIndex]} = ${found.data[item.dataIndex]}`);
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {picked}
      </Typography>
    </Stack>
  );
}
