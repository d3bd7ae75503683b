import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const languages = ['TypeScript', 'Python', 'Go', 'Rust', 'Kotlin', 'Swift'];
const repositories = [48, 41, 22, 17, 9, 7];

// With a horizontal layout the category axis moves to yAxis.
export default function HorizontalBars() {
  return (
    <BarChart
      height={340}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: languages, width: 90 }]}
      xAxis={[{ label: 'Repositories' }]}
      series={[
        {
          label: 'Repositories',
          data: repositories,
          barLabel: 'value',
          barLabelPlacement: 'outside',
        },
      ]}
      hideLegend
    />
  );
}
