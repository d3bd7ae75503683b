import * as React from 'react';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

// A city budget (millions of euros): labels show money, the tooltip of a link adds its share.
const links = [
  { source: 'Property tax', target: 'Budget', value: 420 },
  { source: 'State grants', target: 'Budget', value: 310 },
  { source: 'Fees', target: 'Budget', value: 95 },
  { source: 'Budget', target: 'Schools', value: 290 },
  { source: 'Budget', target: 'Transit', value: 205 },
  { source: 'Budget', target: 'Parks', value: 80 },
  { source: 'Budget', target: 'Housing', value: 150 },
  { source: 'Budget', target: 'Administration', value: 100 },
];
const total = links.filter((link) => link.target === 'Budget').reduce((sum, link) => sum + link.value, 0);

export default function SankeyValueFormatter() {
  return (
    <SankeyChart
      height={360}
      series={{
        data: { links },
        linkOptions: { showValues: true },
        valueFormatter: (value, context) => {
          const money = euros.format(value * 1_000_000);
          if (context.type === 'link' && context.location === 'tooltip') {
            return `${money} (${Math.round((value / total) * 100)}% of the budget)`;
          }
          return money;
        },
      }}
    />
  );
}
