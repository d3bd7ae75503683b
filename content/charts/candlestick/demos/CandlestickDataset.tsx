import * as React from 'react';
import { CandlestickChart } from '@mui/x-charts-premium/CandlestickChart';

// Weekly prices of a fictional commodity, in dollars per barrel, as rows of a dataset.
const weeks = [
  { week: 'W1', open: 71.2, high: 73.9, low: 70.4, close: 73.1 },
  { week: 'W2', open: 73.1, high: 74.6, low: 71.8, close: 72.0 },
  { week: 'W3', open: 72.0, high: 72.7, low: 68.9, close: 69.4 },
  { week: 'W4', open: 69.4, high: 70.8, low: 67.5, close: 70.5 },
  { week: 'W5', open: 70.5, high: 74.2, low: 70.1, close: 73.8 },
  { week: 'W6', open: 73.8, high: 76.5, low: 73.0, close: 75.9 },
  { week: 'W7', open: 75.9, high: 76.3, low: 73.6, close: 74.1 },
  { week: 'W8', open: 74.1, high: 75.0, low: 71.2, close: 71.7 },
  { week: 'W9', open: 71.7, high: 73.4, low: 70.9, close: 72.8 },
  { week: 'W10', open: 72.8, high: 77.1, low: 72.5, close: 76.6 },
  { week: 'W11', open: 76.6, high: 78.0, low: 75.2, close: 75.6 },
  { week: 'W12', open: 75.6, high: 76.1, low: 72.3, close: 72.9 },
];

export default function CandlestickDataset() {
  return (
    <CandlestickChart
      height={300}
      dataset={weeks}
      xAxis={[{ dataKey: 'week' }]}
      yAxis={[{ valueFormatter: (value: number) => `$${value}` }]}
      series={[
        {
          label: 'Crude (weekly)',
          datasetKeys: { open: 'open', high: 'high', low: 'low', close: 'close' },
        },
      ]}
    />
  );
}
