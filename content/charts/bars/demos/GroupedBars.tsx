import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];

// Units sold per region, one series per product line.
export default function GroupedBars() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: regions }]}
      series={[
        { label: 'Laptops', data: [412, 380, 295, 460] },
        { label: 'Tablets', data: [230, 310, 265, 198] },
        { label: 'Phones', data: [520, 470, 610, 555] },
      ]}
      borderRadius={4}
    />
  );
}
