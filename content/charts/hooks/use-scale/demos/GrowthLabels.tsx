import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { getValueToPositionMapper, useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

const quarters = ['Q1 24', 'Q2 24', 'Q3 24', 'Q4 24', 'Q1 25', 'Q2 25', 'Q3 25', 'Q4 25'];
// Revenue of a generated software company, in thousands of euros.
const revenue = quarters.map((_, index) => Math.round(180 * 1.06 ** index + (index % 4 === 3 ? 35 : 0)));

// The change from the previous quarter above each bar, and a dashed line at the average.
function ChangeLabels() {
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  const { left, width } = useDrawingArea();
  const theme = useTheme();
  // A band scale maps a category to the start of its band; the mapper returns the band's middle.
  const toX = getValueToPositionMapper(xScale);
  const average = revenue.reduce((sum, value) => sum + value, 0) / revenue.length;
  return (
    <g>
      <line
        x1={left}
        x2={left + width}
        y1={yScale(average)}
        y2={yScale(average)}
        stroke={theme.palette.text.secondary}
        strokeDasharray="6 4"
      />
      {quarters.slice(1).map((quarter, index) => {
        const change = (revenue[index + 1] / revenue[index] - 1) * 100;
        return (
          <text
            key={quarter}
            x={toX(quarter)}
            y={yScale(revenue[index + 1]) - 6}
            textAnchor="middle"
            fontSize={xScale.bandwidth() < 40 ? 10 : 12}
            fill={change >= 0 ? theme.palette.success.dark : theme.palette.error.main}
          >
            {`${change >= 0 ? '+' : ''}${change.toFixed(1)}%`}
          </text>
        );
      })}
    </g>
  );
}

export default function GrowthLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ max: 350 }]}
      series={[{ label: 'Revenue (k€)', data: revenue }]}
      hideLegend
    >
      <ChangeLabels />
    </BarChart>
  );
}
