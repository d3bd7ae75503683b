import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsBrushOverlay } from '@mui/x-charts/ChartsBrushOverlay';

const hours = Array.from({ length: 48 }, (_, hour) => hour);
// Two days of server requests per hour; drag across the chart to draw a selection.
const requests = hours.map((hour) => Math.round(800 + 600 * Math.sin((((hour % 24) - 6) * Math.PI) / 12) + ((hour * 53) % 120)));

export default function BrushOverlay() {
  return (
    <LineChart
      height={300}
      brushConfig={{ enabled: true }}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour % 24}:00` }]}
      series={[{ label: 'Requests', data: requests, showMark: false }]}
      hideLegend
    >
      <ChartsBrushOverlay />
    </LineChart>
  );
}
