import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Quarterly revenue (in k€) of two product lines.
export default function GalleryBar() {
  return (
    <BarChart
      height={200}
      xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      series={[
        { label: 'Hardware', data: [120, 135, 128, 160] },
        { label: 'Services', data: [80, 96, 110, 118] },
      ]}
      hideLegend
    />
  );
}
