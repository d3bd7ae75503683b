import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const departments = ['Research and development', 'Customer success', 'Marketing', 'Finance and legal'];
// Headcount by department: the y-axis gets the width its long labels need.
export default function AxisSpace() {
  return (
    <BarChart
      height={260}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: departments, width: 170 }]}
      xAxis={[{ label: 'Employees', height: 50 }]}
      series={[{ label: 'Employees', data: [48, 22, 15, 9] }]}
      hideLegend
    />
  );
}
