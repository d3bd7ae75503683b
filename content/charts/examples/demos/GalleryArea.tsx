import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['00', '04', '08', '12', '16', '20'];

// Network traffic (GB) split by direction, stacked as areas.
export default function GalleryArea() {
  return (
    <LineChart
      height={200}
      xAxis={[{ data: hours, scaleType: 'point' }]}
      series={[
        { label: 'Download', data: [12, 6, 30, 44, 52, 61], area: true, stack: 'traffic', showMark: false },
        { label: 'Upload', data: [4, 2, 9, 12, 15, 13], area: true, stack: 'traffic', showMark: false },
      ]}
      hideLegend
    />
  );
}
