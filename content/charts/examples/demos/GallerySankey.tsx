import * as React from 'react';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Where a household budget (€ per month) goes.
export default function GallerySankey() {
  return (
    <SankeyChart
      height={200}
      series={{
        data: {
          links: [
            { source: 'Salary', target: 'Housing', value: 1200 },
            { source: 'Salary', target: 'Food', value: 600 },
            { source: 'Salary', target: 'Savings', value: 700 },
            { source: 'Freelance', target: 'Savings', value: 400 },
            { source: 'Freelance', target: 'Leisure', value: 300 },
          ],
        },
      }}
    />
  );
}
