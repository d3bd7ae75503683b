import * as React from 'react';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// A dashed stroke in the legend, matching the dashed forecast line.
function DashedMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} width={18} height={8} viewBox="0 0 18 8" aria-hidden>
      <line x1={0} y1={4} x2={18} y2={4} stroke={color} strokeWidth={2} strokeDasharray="4 3" />
    </svg>
  );
}

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Warehouse orders: actual counts with a line marker, the forecast with a custom dashed marker.
export default function LegendCustomMark() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      series={[
        { id: 'actual', label: 'Actual', data: [1200, 1340, 1290, null, null, null], labelMarkType: 'line' },
        {
          id: 'forecast',
          label: 'Forecast',
          data: [null, null, 1290, 1420, 1610, 1880],
          labelMarkType: DashedMark,
        },
      ]}
      sx={{ [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '4 3' } }}
    />
  );
}
