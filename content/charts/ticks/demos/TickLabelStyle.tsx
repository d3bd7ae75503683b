import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const countries = ['United Kingdom', 'Netherlands', 'Switzerland', 'Czech Republic', 'New Zealand', 'South Korea'];
// Average broadband speed (Mbit/s) with long category names rotated to fit.
export default function TickLabelStyle() {
  return (
    <BarChart
      height={340}
      xAxis={[
        {
          scaleType: 'band',
          data: countries,
          height: 80,
          tickLabelStyle: { angle: -35, textAnchor: 'end', fontSize: 12 },
        },
      ]}
      yAxis={[{ tickSize: 0, disableLine: true }]}
      series={[{ label: 'Mbit/s', data: [118, 174, 212, 96, 141, 203] }]}
      hideLegend
    />
  );
}
