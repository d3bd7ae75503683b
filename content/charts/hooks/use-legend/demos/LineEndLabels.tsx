import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLegend, useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const years = Array.from({ length: 11 }, (_, index) => 2015 + index);

// Labels at the end of each line instead of a legend box: the legend items give the text and the
// colour, the series its last value, the scales the position.
function EndLabels() {
  const { items } = useLegend();
  const lines = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const x = (xScale(years[years.length - 1]) ?? 0) + 8;
  return (
    <g>
      {items.map((item) => {
        const last = lines.find((line) => line.id === item.seriesId)?.data.at(-1);
        if (last == null) return null;
        return (
          <text
            key={item.seriesId}
            x={x}
            y={yScale(last)}
            dominantBaseline="middle"
            fontSize={12}
            fill={item.color}
          >
            {item.label}
          </text>
        );
      })}
    </g>
  );
}

// Share of electricity generation in a generated country, in percent.
const trend = (start: number, step: number) =>
  years.map((_, index) => Math.round((start + step * index) * 10) / 10);

export default function LineEndLabels() {
  return (
    <LineChart
      height={320}
      margin={{ right: 90 }}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ min: 0, max: 60, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { id: 'coal', label: 'Coal', data: trend(44, -3.2) },
        { id: 'gas', label: 'Gas', data: trend(22, 0.6) },
        { id: 'wind', label: 'Wind', data: trend(6, 2.4) },
        { id: 'solar', label: 'Solar', data: trend(1.5, 1.3) },
      ]}
      hideLegend
    >
      <EndLabels />
    </LineChart>
  );
}
