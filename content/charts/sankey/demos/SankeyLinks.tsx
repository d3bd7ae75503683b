import * as React from 'react';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// A city budget (M€): revenue sources feed departments; links take the source colour.
export default function SankeyLinks() {
  return (
    <SankeyChart
      height={360}
      series={{
        data: {
          nodes: [
            { id: 'tax', label: 'Local taxes', color: '#00897b' },
            { id: 'state', label: 'State grants', color: '#5e35b1' },
            { id: 'fees', label: 'Fees', color: '#f4511e' },
          ],
          links: [
            { source: 'tax', target: 'Schools', value: 120 },
            { source: 'tax', target: 'Roads', value: 60 },
            { source: 'state', target: 'Schools', value: 80 },
            { source: 'state', target: 'Social care', value: 95 },
            { source: 'fees', target: 'Roads', value: 25 },
            { source: 'fees', target: 'Parks', value: 30 },
          ],
        },
        linkOptions: { color: 'source', opacity: 0.5, showValues: true, curveCorrection: 0 },
        valueFormatter: (value) => `${value} M€`,
      }}
    />
  );
}
