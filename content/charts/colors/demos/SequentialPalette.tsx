import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { bluePalette } from '@mui/x-charts/colorPalettes';

const ages = ['18–24', '25–34', '35–44', '45–54', '55–64', '65+'];
// Hours of video watched per week by age group and device; ordered series take shades of one hue.
export default function SequentialPalette() {
  return (
    <BarChart
      height={300}
      colors={bluePalette}
      xAxis={[{ scaleType: 'band', data: ages }]}
      series={[
        { label: 'Phone', data: [14, 11, 8, 5, 3, 2], stack: 'hours' },
        { label: 'Laptop', data: [6, 7, 6, 5, 4, 3], stack: 'hours' },
        { label: 'TV', data: [3, 6, 9, 11, 13, 16], stack: 'hours' },
      ]}
    />
  );
}
