import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const years = [2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];

// Finds the peak of the series with useLineSeries and places a label there with the axis scales.
function PeakLabel() {
  const series = useLineSeries('members');
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  if (!series) return null;
  const values = series.data.map((value) => value ?? -Infinity);
  const peak = values.indexOf(Math.max(...values));
  const x = xScale(years[peak]) ?? 0;
  const y = yScale(values[peak]);
  return (
    <g>
      <circle cx={x} cy={y} r={6} fill="none" stroke={theme.palette.error.main} strokeWidth={2} />
      <text x={x} y={y - 12} textAnchor="middle" fontSize={12} fill={theme.palette.error.main}>
        {`Peak: ${values[peak]} members`}
      </text>
    </g>
  );
}

// Members of a generated sports club.
export default function ScaleAnnotation() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: years, scaleType: 'point' }]}
      yAxis={[{ max: 700 }]}
      series={[{ id: 'members', label: 'Members', data: [320, 350, 410, 470, 390, 420, 510, 590, 560, 540] }]}
      hideLegend
    >
      <PeakLabel />
    </LineChart>
  );
}
