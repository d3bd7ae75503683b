import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly rainfall (mm) in a generated coastal town, with dashed, light grid lines.
const rainfall = [98, 74, 70, 62, 55, 38, 22, 30, 58, 96, 118, 110];

export default function GridStyled() {
  return (
    <LineChart
      height={300}
      grid={{ horizontal: true }}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ label: 'Rainfall (mm)' }]}
      series={[{ label: 'Rainfall', data: rainfall, area: true }]}
      hideLegend
      sx={{
        [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4', strokeOpacity: 0.6 },
      }}
    />
  );
}
