import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
// Marks are hidden by default since v9: `showMark: true` draws the points that `onMarkClick` reports.
const series = [
  { id: 'coffee', label: 'Coffee', data: [520, 480, 510, 450, 410, 380], area: true, showMark: true },
  { id: 'tea', label: 'Tea', data: [210, 230, 220, 240, 260, 290], showMark: true },
];

export default function LineClickParts() {
  const [message, setMessage] = React.useState('Click a mark, a line or the shaded area.');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={series}
        onMarkClick={(_, { seriesId, dataIndex }) =>
          setMessage(
            `Mark: ${seriesId} in ${months[dataIndex ?? 0]} (${
              series.find((s) => s.id === seriesId)?.data[dataIndex ?? 0]
            } cups)`,
          )
        }
        onLineClick={(_, { seriesId }) => setMessage(`Line: ${seriesId}`)}
        onAreaClick={(_, { seriesId }) => setMessage(`Area: ${seriesId}`)}
        sx={{ '& path, & circle': { cursor: 'pointer' } }}
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
