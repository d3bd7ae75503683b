import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Hourly water consumption (m³) over two weeks; the slider always shows the dates at its ends.
const start = new Date(2025, 8, 1).getTime();
const hours = Array.from({ length: 24 * 14 }, (_, hour) => new Date(start + hour * 3_600_000));
const water = hours.map((date) => {
  const hour = date.getHours();
  return Math.round((hour >= 6 && hour <= 9 ? 80 : hour >= 18 && hour <= 22 ? 70 : 25) + (hour * 13) % 10);
});

export default function SliderTooltip() {
  return (
    <LineChartPro
      height={340}
      xAxis={[
        {
          id: 'time',
          data: hours,
          scaleType: 'time',
          zoom: { slider: { enabled: true, showTooltip: 'always' } },
          valueFormatter: (date: Date) => date.toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit' }),
        },
      ]}
      initialZoom={[{ axisId: 'time', start: 0, end: 30 }]}
      series={[{ label: 'Water (m³)', data: water, showMark: false, area: true }]}
      hideLegend
    />
  );
}
