import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly profit and loss (k€); colorGetter paints each bar from its own value.
const result = [12, 8, -4, 15, 22, -9, -14, 5, 18, 26, 9, -2];

export default function ColorGetterBars() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      series={[
        {
          label: 'Result (k€)',
          data: result,
          color: '#2e7d32',
          colorGetter: ({ value }) => (value !== null && value < 0 ? '#c62828' : '#2e7d32'),
        },
      ]}
      hideLegend
    />
  );
}
