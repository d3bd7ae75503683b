import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { useDrawingArea, useYAxes, useYAxisTicks } from '@mui/x-charts/hooks';
import type { ChartsYAxisProps } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly water consumption of a town (thousand m³).
const water = [412, 398, 421, 455, 502, 568, 631, 618, 540, 470, 428, 415];

// Replaces the y-axis: one label written just above each horizontal grid line.
function InlineYAxis(props: ChartsYAxisProps) {
  const theme = useTheme();
  const { yAxisIds } = useYAxes();
  const ticks = useYAxisTicks(props.axisId ?? yAxisIds[0]);
  const { left } = useDrawingArea();

  return (
    <g>
      {ticks.map((tick) => (
        <text
          key={String(tick.value)}
          x={left + 4}
          y={tick.offset - 4}
          fontSize={12}
          fill={(theme.vars || theme).palette.text.secondary}
          // A halo in the background colour keeps the text readable where it crosses the line.
          stroke={(theme.vars || theme).palette.background.paper}
          strokeWidth={3}
          paintOrder="stroke"
        >
          {tick.formattedValue}
        </text>
      ))}
    </g>
  );
}

export default function LabelsOnGridLines() {
  return (
    <LineChart
      height={280}
      xAxis={[{ scaleType: 'point', data: months }]}
      // Width 0 gives the axis space back to the drawing area; the slot still renders.
      yAxis={[{ width: 0, min: 300, valueFormatter: (value: number) => `${value}k m³` }]}
      slots={{ yAxis: InlineYAxis }}
      series={[{ label: 'Water use', data: water, showMark: false }]}
      grid={{ horizontal: true }}
      sx={{ [`& .${chartsGridClasses.horizontalLine}`]: { strokeDasharray: '3 3' } }}
      hideLegend
    />
  );
}
