import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Weekly prices (€/L) at the pump, one object per week as a data export would give them.
const dataset = [
  { week: new Date(2025, 0, 6), diesel: 1.68, petrol: 1.79 },
  { week: new Date(2025, 0, 13), diesel: 1.71, petrol: 1.81 },
  { week: new Date(2025, 0, 20), diesel: 1.74, petrol: 1.83 },
  { week: new Date(2025, 0, 27), diesel: 1.72, petrol: 1.84 },
  { week: new Date(2025, 1, 3), diesel: 1.69, petrol: 1.82 },
  { week: new Date(2025, 1, 10), diesel: 1.66, petrol: 1.8 },
  { week: new Date(2025, 1, 17), diesel: 1.64, petrol: 1.77 },
  { week: new Date(2025, 1, 24), diesel: 1.65, petrol: 1.76 },
];

export default function LineDataset() {
  return (
    <LineChart
      height={300}
      dataset={dataset}
      xAxis={[
        {
          dataKey: 'week',
          scaleType: 'time',
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
        },
      ]}
      yAxis={[{ valueFormatter: (value: number) => `€${value.toFixed(2)}` }]}
      series={[
        { dataKey: 'diesel', label: 'Diesel' },
        { dataKey: 'petrol', label: 'Petrol' },
      ]}
    />
  );
}
