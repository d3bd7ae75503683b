import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function TooltipStyling() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: days }]}
      series={[
        { label: 'Calls answered', data: [182, 205, 198, 221, 164] },
        { label: 'Calls missed', data: [12, 9, 15, 7, 18] },
      ]}
      slotProps={{
        tooltip: {
          // Styles scoped to the tooltip itself (since v9 it is rendered inside the chart's container).
          sx: {
            [`& .${chartsTooltipClasses.paper}`]: {
              bgcolor: 'grey.900',
              color: 'common.white',
              borderRadius: 2,
            },
            [`& .${chartsTooltipClasses.cell}`]: { color: 'inherit', borderColor: 'grey.700' },
            [`& .${chartsTooltipClasses.valueCell}`]: { fontWeight: 700 },
          },
        },
      }}
    />
  );
}
