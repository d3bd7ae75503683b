import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const releases = ['v1.0', 'v1.1', 'v1.2', 'v2.0', 'v2.1', 'v2.2'];
// `showMark: true` draws the marks that `onMarkClick` reports (they are hidden by default since v9).
const series = [
  { id: 'size', label: 'Bundle size (kB)', data: [182, 176, 190, 151, 149, 155], showMark: true },
  { id: 'deps', label: 'Dependencies', data: [42, 40, 44, 31, 30, 30], showMark: true },
];

// Clicking a mark reports the release and value; clicking a line names the series.
export default function LineClick() {
  const [message, setMessage] = React.useState('Click a mark or a line');
  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        xAxis={[{ data: releases, scaleType: 'point' }]}
        series={series}
        onMarkClick={(_, item) => {
          const found = series.find((entry) => entry.id === item.seriesId);
          if (found && item.dataIndex !== undefined) {
            setMessage(`${releases[item.dataIndex]} – ${found.label}: ${found.data[item.dataIndex]}`);
          }
        }}
        onLineClick={(_, item) => setMessage(`Line of series "${item.seriesId}"`)}
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
