import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['JavaScript', 'Python', 'TypeScript', 'Java', 'C#', 'Go'];
// Share of respondents using each language (%), written past the end of each bar.
export default function BarLabelsOutside() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      yAxis={[{ data: languages, scaleType: 'band', width: 80 }]}
      xAxis={[{ max: 80 }]}
      series={[
        {
          data: [62, 51, 38, 30, 27, 14],
          barLabel: (item) => `${item.value}%`,
          barLabelPlacement: 'outside',
        },
      ]}
      hideLegend
    />
  );
}
