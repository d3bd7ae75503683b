import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

export default function ReversedAxis() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      // Rank 1 is the best, so it belongs at the top.
      yAxis={[
        {
          reverse: true,
          min: 1,
          max: 10,
          tickInterval: [1, 2, 4, 6, 8, 10],
          label: 'Chart position',
        },
      ]}
      series={[
        { label: 'Northern Lights', data: [9, 6, 4, 2, 1, 1, 3, 5] },
        { label: 'Paper Boats', data: [3, 3, 2, 4, 5, 7, 8, 10] },
        { label: 'Quiet Harbour', data: [null, 10, 7, 5, 3, 2, 1, 2] },
      ]}
    />
  );
}
