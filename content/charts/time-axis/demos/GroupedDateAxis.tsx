import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Monthly rainfall (mm) over two years; the axis shows the month on one row and the year on a second.
const months = Array.from({ length: 24 }, (_, index) => new Date(2024, index, 1));
const rainfall = months.map((date, index) => Math.round(60 + 35 * Math.cos(((date.getMonth() - 0.5) * Math.PI) / 6) + ((index * 17) % 20)));

export default function GroupedDateAxis() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: months,
          groups: [
            { getValue: (date: Date) => date.toLocaleDateString('en-GB', { month: 'narrow' }) },
            { getValue: (date: Date) => date.getFullYear() },
          ],
          valueFormatter: (date: Date) => date.toLocaleDateString('en-GB', { month: 'long', year: 'numeric' }),
        },
      ]}
      series={[{ label: 'Rainfall (mm)', data: rainfall }]}
      hideLegend
    />
  );
}
