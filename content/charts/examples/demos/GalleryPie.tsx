import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Share of website visits by device.
export default function GalleryPie() {
  return (
    <PieChart
      height={200}
      series={[
        {
          innerRadius: 45,
          paddingAngle: 2,
          cornerRadius: 4,
          data: [
            { id: 'mobile', value: 58, label: 'Mobile' },
            { id: 'desktop', value: 35, label: 'Desktop' },
            { id: 'tablet', value: 7, label: 'Tablet' },
          ],
        },
      ]}
      hideLegend
    />
  );
}
