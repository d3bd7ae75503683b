import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Hourly page views over 60 days: 1,440 bars, drawn as batched paths.
const hours = Array.from({ length: 24 * 60 }, (_, index) => index);
const views = hours.map((hour) => {
  const daily = Math.sin(((hour % 24) - 6) * (Math.PI / 12)) * 400 + 600;
  return Math.max(0, Math.round(daily + ((hour * 7919) % 211) - 100));
});

export default function ManyBarsBatch() {
  return (
    <BarChart
      height={300}
      renderer="svg-batch"
      skipAnimation
      xAxis={[{ scaleType: 'band', data: hours, tickInterval: hours.filter((hour) => hour % (24 * 7) === 0), valueFormatter: (hour: number) => `Day ${Math.floor(hour / 24) + 1}` }]}
      series={[{ label: 'Page views', data: views }]}
      hideLegend
    />
  );
}
