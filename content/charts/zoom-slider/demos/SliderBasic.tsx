import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Ten years of a generated stock index, with a zoom slider under the x-axis.
const months = Array.from({ length: 120 }, (_, index) => new Date(2015, index, 1));
const index = months.map((_, month) => Math.round(1000 + month * 12 + 120 * Math.sin(month / 5) - (month > 60 && month < 66 ? 300 : 0)));

export default function SliderBasic() {
  return (
    <LineChartPro
      height={340}
      xAxis={[{ id: 'months', data: months, scaleType: 'time', zoom: { slider: { enabled: true } } }]}
      initialZoom={[{ axisId: 'months', start: 50, end: 80 }]}
      series={[{ label: 'Index', data: index, showMark: false }]}
      hideLegend
    />
  );
}
