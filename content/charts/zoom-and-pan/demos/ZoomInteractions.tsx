import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Monthly subscribers over 10 years: zoom with Ctrl + wheel or by selecting a range with the pointer; pan with Shift + drag.
// The lists replace the defaults, so `'keyboard'` is listed to keep the keys (+, -, 0, Shift + arrows).
const months = Array.from({ length: 120 }, (_, index) => new Date(2016, index, 1));
const subscribers = months.map((_, index) =>
  Math.round(1000 * Math.pow(1.025, index) + 200 * Math.sin(index / 2)),
);

export default function ZoomInteractions() {
  return (
    <LineChartPro
      height={320}
      xAxis={[{ data: months, scaleType: 'time', zoom: true }]}
      series={[{ label: 'Subscribers', data: subscribers, showMark: false }]}
      zoomInteractionConfig={{
        zoom: [{ type: 'wheel', requiredKeys: ['Control'] }, 'pinch', 'brush', 'doubleTapReset', 'keyboard'],
        pan: [{ type: 'drag', requiredKeys: ['Shift'] }, 'keyboard'],
      }}
      hideLegend
    />
  );
}
