import * as React from 'react';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Electricity (TWh) from sources to uses in a fictional region.
export default function BasicSankey() {
  return (
    <SankeyChart
      height={360}
      series={{
        valueFormatter: (value) => `${value} TWh`,
        data: {
          links: [
            { source: 'Nuclear', target: 'Grid', value: 62 },
            { source: 'Wind', target: 'Grid', value: 28 },
            { source: 'Solar', target: 'Grid', value: 14 },
            { source: 'Gas', target: 'Grid', value: 19 },
            { source: 'Grid', target: 'Homes', value: 45 },
            { source: 'Grid', target: 'Industry', value: 52 },
            { source: 'Grid', target: 'Transport', value: 11 },
            { source: 'Grid', target: 'Losses', value: 15 },
          ],
        },
      }}
    />
  );
}
