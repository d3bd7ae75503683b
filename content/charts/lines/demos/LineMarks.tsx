import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
// null marks a week without a measurement.
const build = [8.2, 7.9, null, 7.1, 6.8, 6.9, 6.2, 5.8];
const tests = [12.5, 12.1, 11.8, 11.9, 10.4, 10.1, 9.7, 9.5];

export default function LineMarks() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ label: 'Minutes' }]}
      series={[
        {
          label: 'Build time',
          data: build,
          // Marks are hidden by default since v9: show every mark of this series, as diamonds.
          showMark: true,
          shape: 'diamond',
          connectNulls: true,
          valueFormatter: (v) => (v === null ? 'no data' : `${v} min`),
        },
        {
          label: 'Test time',
          data: tests,
          // Only mark the weeks where the suite got faster by a minute or more.
          showMark: ({ index }) => index > 0 && tests[index - 1] - tests[index] >= 1,
        },
      ]}
    />
  );
}
