import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A checkout funnel: visitors at each step.
export default function GalleryFunnel() {
  return (
    <FunnelChart
      height={200}
      series={[
        {
          data: [
            { label: 'Visited', value: 5200 },
            { label: 'Added to cart', value: 1900 },
            { label: 'Checkout', value: 820 },
            { label: 'Paid', value: 610 },
          ],
        },
      ]}
      hideLegend
    />
  );
}
