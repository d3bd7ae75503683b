import * as React from 'react';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const TODAY = 5; // June is the last month with actual figures.
const actual = [310, 325, 360, 352, 390, 410];
const forecast = [410, 428, 445, 462, 480];
const spread = [0, 15, 30, 45, 60]; // The uncertainty widens with the horizon.

// Monthly active users (thousands): measured, then forecast with a band around the projection.
export default function LineForecast() {
  const pad = Array.from({ length: TODAY }, () => null);
  return (
    <LineChart
      height={320}
      xAxis={[{ data: months, scaleType: 'point' }]}
      series={[
        {
          id: 'low',
          stack: 'band',
          data: [...pad, ...forecast.map((value, index) => value - spread[index])],
          area: true,
          showMark: false,
          color: 'transparent',
          label: 'Low estimate',
        },
        {
          id: 'range',
          stack: 'band',
          data: [...pad, ...spread.map((value) => value * 2)],
          area: true,
          showMark: false,
          color: '#bbdefb',
          label: 'Uncertainty range',
        },
        {
          id: 'actual',
          data: [...actual, null, null, null, null],
          label: 'Measured',
          color: '#1565c0',
          showMark: true,
        },
        { id: 'forecast', data: [...pad, ...forecast], label: 'Forecast', color: '#1565c0', showMark: false },
      ]}
      sx={{ [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '4 4' } }}
      hideLegend
    />
  );
}
