import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

const tiers = ['Enterprise', 'Business', 'Team', 'Free'];
const accounts = [120, 860, 3400, 12800];

// SaaS accounts by plan: with a linear category axis each layer's height follows its count.
export default function PyramidScaledSegments() {
  return (
    <FunnelChart
      height={360}
      series={[{ curve: 'pyramid', data: tiers.map((label, index) => ({ label, value: accounts[index] })) }]}
      categoryAxis={{ scaleType: 'linear', categories: tiers, position: 'right', size: 100 }}
      hideLegend
    />
  );
}
