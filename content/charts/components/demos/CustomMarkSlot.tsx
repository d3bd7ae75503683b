import * as React from 'react';
import { LineChart, type MarkElementProps } from '@mui/x-charts/LineChart';

// A mark slot drawing a ring whose size depends on the point's position in the series.
function RingMark(props: MarkElementProps) {
  const { x, y, color, dataIndex } = props;
  return <circle cx={x} cy={y} r={3 + (dataIndex % 3)} fill="white" stroke={color} strokeWidth={2} />;
}

const laps = [1, 2, 3, 4, 5, 6, 7, 8];
// Lap times (s) of a runner on a 400 m track.
export default function CustomMarkSlot() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: laps, label: 'Lap', scaleType: 'point' }]}
      // The `mark` slot is only drawn for series with marks, which are hidden by default since v9.
      series={[{ label: 'Lap time (s)', data: [78, 80, 79, 82, 84, 83, 81, 76], showMark: true }]}
      slots={{ mark: RingMark }}
      hideLegend
    />
  );
}
