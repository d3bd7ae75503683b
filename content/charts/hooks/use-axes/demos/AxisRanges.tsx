import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXAxis, useYAxes } from '@mui/x-charts/hooks';

// For each y-axis, its id, label and the range its scale ended up with, written on its side of the plot.
function AxisRangeNotes() {
  const { yAxis, yAxisIds } = useYAxes();
  const { left, top, width } = useDrawingArea();
  const theme = useTheme();
  return (
    <g>
      {yAxisIds.map((id) => {
        const axis = yAxis[id];
        const [min, max] = axis.scale.domain().map(Number);
        const onRight = axis.position === 'right';
        return (
          <text
            key={id}
            x={onRight ? left + width - 8 : left + 8}
            y={top + 16}
            textAnchor={onRight ? 'end' : 'start'}
            fontSize={12}
            fill={theme.palette.text.secondary}
          >
            {`${axis.label ?? id}: ${min} to ${max} (${axis.scaleType})`}
          </text>
        );
      })}
    </g>
  );
}

// The first x-axis: its own data, to mark the wettest month below the plot.
function WettestMonth({ rain }: { rain: number[] }) {
  const xAxis = useXAxis<'point'>();
  const { top, height } = useDrawingArea();
  const theme = useTheme();
  const index = rain.indexOf(Math.max(...rain));
  const month = xAxis.data?.[index];
  const x = xAxis.scale(month) ?? 0;
  return (
    <line
      x1={x}
      x2={x}
      y1={top + 24}
      y2={top + height}
      stroke={theme.palette.info.main}
      strokeDasharray="2 4"
    />
  );
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// A generated temperate climate: mean temperature in °C and rainfall in mm per month.
const temperature = months.map((_, index) => Math.round(11 - 8 * Math.cos((index * Math.PI) / 6)));
const rain = months.map((_, index) => Math.round(62 + 28 * Math.cos(((index - 10) * Math.PI) / 6)));

export default function AxisRanges() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'temperature', label: '°C', position: 'left' },
        { id: 'rain', label: 'mm', position: 'right', min: 0 },
      ]}
      series={[
        { label: 'Temperature', data: temperature, yAxisId: 'temperature' },
        { label: 'Rainfall', data: rain, yAxisId: 'rain', area: true },
      ]}
    >
      <AxisRangeNotes />
      <WettestMonth rain={rain} />
    </LineChart>
  );
}
