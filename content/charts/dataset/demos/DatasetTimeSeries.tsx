import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Rows of weekly measurements with a Date column, like a time-series export.
const start = new Date(2025, 0, 6).getTime();
const rows = Array.from({ length: 26 }, (_, week) => ({
  week: new Date(start + week * 7 * 86_400_000),
  visitors: Math.round(4200 + week * 90 + 600 * Math.sin(week / 3)),
  buyers: Math.round(310 + week * 6 + 40 * Math.sin(week / 3 + 1)),
}));

export default function DatasetTimeSeries() {
  return (
    <LineChart
      height={320}
      dataset={rows}
      xAxis={[
        {
          dataKey: 'week',
          scaleType: 'time',
          valueFormatter: (date: Date) => date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
        },
      ]}
      yAxis={[{ id: 'visitors', width: 50 }, { id: 'buyers', position: 'right' }]}
      series={[
        { dataKey: 'visitors', label: 'Visitors', yAxisId: 'visitors', showMark: false },
        { dataKey: 'buyers', label: 'Buyers', yAxisId: 'buyers', showMark: false },
      ]}
    />
  );
}
