import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useYAxes, useYAxisCoordinates, useYAxisTicks } from '@mui/x-charts/hooks';
import type { ChartsYAxisProps } from '@mui/x-charts/models';

// Most borrowed titles of a city library this month, already sorted.
const titles = ['The Silent Harbour', 'Maps of Memory', 'Orchard Street', 'Cold Light', 'A Year of Bread'];
const loans = [184, 152, 131, 117, 96];

// Draws the whole y-axis: a rank badge and the title, left-aligned in the space reserved for the axis.
function RankedYAxis(props: ChartsYAxisProps) {
  const theme = useTheme();
  const { yAxisIds } = useYAxes();
  const axisId = props.axisId ?? yAxisIds[0];
  const coordinates = useYAxisCoordinates(axisId);
  const ticks = useYAxisTicks(axisId);

  if (!coordinates) {
    return null;
  }
  const palette = (theme.vars || theme).palette;

  return (
    <g>
      {ticks
        // A band axis also returns the tick closing the last band, which has no value.
        .filter((tick) => tick.value !== undefined)
        .map((tick, index) => {
          const y = tick.offset + tick.labelOffset;
          return (
            <g key={String(tick.value)} transform={`translate(${coordinates.left}, ${y})`}>
              <circle cx={10} cy={0} r={9} fill={index === 0 ? '#f9a825' : palette.action.selected} />
              <text
                x={10}
                y={0}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={11}
                fill={palette.text.primary}
              >
                {index + 1}
              </text>
              <text x={26} y={0} dominantBaseline="central" fontSize={12} fill={palette.text.primary}>
                {tick.formattedValue}
              </text>
            </g>
          );
        })}
    </g>
  );
}

export default function CustomYAxisComponent() {
  return (
    <BarChart
      height={280}
      layout="horizontal"
      margin={{ left: 8 }}
      yAxis={[{ scaleType: 'band', data: titles, width: 150 }]}
      xAxis={[{ label: 'Loans this month' }]}
      slots={{ yAxis: RankedYAxis }}
      series={[{ label: 'Loans', data: loans, color: '#00897b' }]}
      hideLegend
    />
  );
}
