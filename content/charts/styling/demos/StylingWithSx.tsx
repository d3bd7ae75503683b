import * as React from 'react';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const quarters = ['Q1 24', 'Q2 24', 'Q3 24', 'Q4 24', 'Q1 25', 'Q2 25', 'Q3 25'];

export default function StylingWithSx() {
  return (
    <LineChart
      height={320}
      grid={{ horizontal: true }}
      xAxis={[{ scaleType: 'point', data: quarters }]}
      series={[
        {
          id: 'actual',
          label: 'Actual',
          data: [4.1, 4.6, 5.2, 5.0, 5.8, 6.3, 6.9],
          color: '#6a1b9a',
          showMark: true,
        },
        {
          id: 'target',
          label: 'Target',
          data: [4.0, 4.5, 5.0, 5.5, 6.0, 6.5, 7.0],
          color: '#9e9e9e',
          showMark: false,
        },
      ]}
      sx={{
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4', strokeOpacity: 0.6 },
        [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
        [`& .${axisClasses.tickLabel}`]: { fill: '#616161' },
        [`& .${lineClasses.line}`]: { strokeWidth: 3 },
        // Series can be targeted through their id in the data-series attribute.
        [`& .${lineClasses.line}[data-series="target"]`]: { strokeDasharray: '8 6', strokeWidth: 2 },
      }}
    />
  );
}
