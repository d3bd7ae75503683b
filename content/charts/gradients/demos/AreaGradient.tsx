import * as React from 'react';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly active users (k) with an area that fades towards the axis, defined as an SVG gradient child.
export default function AreaGradient() {
  const id = `area-${React.useId().replace(/:/g, '')}`;
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      series={[{ label: 'Active users (k)', data: [31, 34, 38, 41, 47, 52, 55, 53, 58, 63, 67, 72], area: true, showMark: false, color: '#1976d2' }]}
      hideLegend
      sx={{ [`& .${lineClasses.area}`]: { fill: `url(#${id})` } }}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#1976d2" stopOpacity={0.5} />
          <stop offset="100%" stopColor="#1976d2" stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
