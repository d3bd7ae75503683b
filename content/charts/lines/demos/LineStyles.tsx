import * as React from 'react';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);
// Actual sign-ups and the forecast they are compared with.
const actual = [120, 135, 150, 149, 170, 182, 190, null, null, null, null, null];
const forecast = [null, null, null, null, null, null, 190, 201, 214, 226, 239, 250];

export default function LineStyles() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: weeks, scaleType: 'point' }]}
      series={[
        { id: 'actual', label: 'Actual', data: actual, color: '#1976d2', showMark: true },
        { id: 'forecast', label: 'Forecast', data: forecast, color: '#1976d2', showMark: false },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '6 4' },
        [`& .${lineClasses.line}[data-series="actual"]`]: { strokeWidth: 3 },
      }}
    />
  );
}
