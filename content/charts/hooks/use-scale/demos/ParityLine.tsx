import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

// The line where the forecast equals the actual value, from the lower to the higher end of the
// domain both axes share: points above it beat the forecast, points below it missed it.
function Diagonal() {
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const [low, high] = xScale.domain();
  return (
    <g>
      <line
        x1={xScale(low)}
        y1={yScale(low)}
        x2={xScale(high)}
        y2={yScale(high)}
        stroke={theme.palette.text.secondary}
        strokeDasharray="6 4"
      />
      <text
        x={xScale(high) - 4}
        y={yScale(high) + 16}
        textAnchor="end"
        fontSize={12}
        fill={theme.palette.text.secondary}
      >
        actual = forecast
      </text>
    </g>
  );
}

// Forecast and actual weekly sales of 40 generated stores (a deterministic pseudo-random spread).
const stores = Array.from({ length: 40 }, (_, index) => {
  const forecast = 40 + ((index * 37) % 60);
  const error = Math.sin(index * 12.9898) * 12;
  return { id: index, x: forecast, y: Math.round(forecast + error) };
});

export default function ParityLine() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Forecast (units)', min: 30, max: 110 }]}
      yAxis={[{ label: 'Actual (units)', min: 30, max: 110 }]}
      series={[{ label: 'Stores', data: stores }]}
      hideLegend
    >
      <Diagonal />
    </ScatterChart>
  );
}
