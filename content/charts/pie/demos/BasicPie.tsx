import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// How a household splits its monthly budget.
const budget = [
  { id: 'rent', value: 40, label: 'Rent' },
  { id: 'food', value: 25, label: 'Food' },
  { id: 'transport', value: 12, label: 'Transport' },
  { id: 'other', value: 23, label: 'Other' },
];

export default function BasicPie() {
  return <PieChart height={260} series={[{ data: budget, valueFormatter: (item) => `${item.value}%` }]} />;
}
