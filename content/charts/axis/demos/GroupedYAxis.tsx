import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Menu items of a restaurant grouped by course: the y-axis shows the dish, then its course.
const menu = [
  { course: 'Starters', dish: 'Soup', orders: 142 },
  { course: 'Starters', dish: 'Salad', orders: 98 },
  { course: 'Mains', dish: 'Risotto', orders: 176 },
  { course: 'Mains', dish: 'Steak', orders: 211 },
  { course: 'Mains', dish: 'Curry', orders: 164 },
  { course: 'Desserts', dish: 'Tart', orders: 87 },
  { course: 'Desserts', dish: 'Sorbet', orders: 64 },
];

export default function GroupedYAxis() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: menu.map((item) => `${item.course}/${item.dish}`),
          groups: [
            { getValue: (key: string) => key.split('/')[1] },
            { getValue: (key: string) => key.split('/')[0], tickSize: 70 },
          ],
          width: 150,
        },
      ]}
      series={[{ label: 'Orders this week', data: menu.map((item) => item.orders) }]}
      hideLegend
    />
  );
}
