import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 10 }, (_, i) => `W${i + 1}`);

export default function LegendToggle() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={[
        {
          label: 'Organic',
          data: [820, 860, 910, 905, 980, 1040, 1010, 1100, 1150, 1190],
          labelMarkType: 'line',
        },
        { label: 'Paid', data: [410, 520, 600, 580, 620, 540, 500, 610, 640, 700], labelMarkType: 'line' },
        {
          label: 'Referral',
          data: [150, 160, 155, 190, 210, 205, 230, 260, 240, 270],
          labelMarkType: 'line',
        },
      ]}
      // Clicking a legend item hides its series; clicking it again brings it back.
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
    />
  );
}
