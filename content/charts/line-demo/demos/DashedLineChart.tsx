import * as React from 'react';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const weeks = Array.from({ length: 10 }, (_, index) => `W${index + 1}`);

// Story points done per sprint week, against the plan drawn as a dashed line.
export default function DashedLineChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: weeks, scaleType: 'point' }]}
      series={[
        { id: 'plan', label: 'Plan', data: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], showMark: false },
        { id: 'done', label: 'Done', data: [8, 17, 25, 38, 44, 55, 61, 74, 85, 97] },
      ]}
      sx={{
        [`& .${lineClasses.line}[data-series="plan"]`]: { strokeDasharray: '6 4', strokeWidth: 1.5 },
      }}
    />
  );
}
