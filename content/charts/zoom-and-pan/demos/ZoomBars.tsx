import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Daily orders of a bakery over three months: zooming the band axis widens the bars.
const start = new Date(2025, 8, 1).getTime();
const days = Array.from({ length: 91 }, (_, day) => new Date(start + day * 86_400_000));
const orders = days.map((date, day) =>
  Math.round(140 + (date.getDay() === 6 ? 90 : 0) - (date.getDay() === 0 ? 120 : 0) + ((day * 31) % 40)),
);

export default function ZoomBars() {
  return (
    <BarChartPro
      height={300}
      xAxis={[
        {
          id: 'days',
          data: days,
          scaleType: 'band',
          zoom: { minSpan: 10 },
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
        },
      ]}
      initialZoom={[{ axisId: 'days', start: 0, end: 30 }]}
      series={[{ label: 'Orders', data: orders }]}
      hideLegend
    />
  );
}
