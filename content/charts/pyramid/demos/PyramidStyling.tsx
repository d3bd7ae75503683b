import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Food pyramid: recommended servings per day, as outlined steps separated by a gap.
export default function PyramidStyling() {
  return (
    <FunnelChart
      height={320}
      gap={4}
      colors={['#8d6e63', '#ef5350', '#ffca28', '#66bb6a', '#42a5f5']}
      series={[
        {
          curve: 'step-pyramid',
          variant: 'outlined',
          borderRadius: 4,
          data: [
            { label: 'Sweets', value: 1 },
            { label: 'Meat and fish', value: 2 },
            { label: 'Dairy', value: 3 },
            { label: 'Vegetables and fruit', value: 5 },
            { label: 'Grains', value: 6 },
          ],
          valueFormatter: (item) => `${item.value} servings a day`,
        },
      ]}
      hideLegend
    />
  );
}
