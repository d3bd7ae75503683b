import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine, referenceLineClasses } from '@mui/x-charts/ChartsReferenceLine';

const minutes = Array.from({ length: 61 }, (_, index) => index);
// Memory use (%) of a service during an hour; a release at minute 34 adds a leak.
const memory = minutes.map((minute) =>
  Math.round(52 + 6 * Math.sin(minute / 5) + (minute > 34 ? (minute - 34) * 1.1 : 0)),
);

export default function ReferenceLineStyling() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: minutes, valueFormatter: (minute: number) => `${minute} min` }]}
      yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%`, width: 45 }]}
      series={[{ label: 'Memory', data: memory, showMark: false, color: '#455a64' }]}
      hideLegend
      sx={(theme) => ({
        // Every reference line: dashed, with small secondary text.
        [`& .${referenceLineClasses.root} .${referenceLineClasses.line}`]: { strokeDasharray: '6 4' },
        [`& .${referenceLineClasses.root} .${referenceLineClasses.label}`]: {
          fill: (theme.vars || theme).palette.text.secondary,
        },
        // Vertical lines only: dotted instead.
        [`& .${referenceLineClasses.vertical} .${referenceLineClasses.line}`]: { strokeDasharray: '2 3' },
        // A class of our own, added through the `classes` prop.
        [`& .level-warning .${referenceLineClasses.line}`]: { stroke: '#f9a825' },
        [`& .level-warning .${referenceLineClasses.label}`]: { fill: '#f57f17' },
      })}
    >
      <ChartsReferenceLine y={75} label="Warning" labelAlign="start" classes={{ root: 'level-warning' }} />
      {/* Inline styles win over the sx rules above. */}
      <ChartsReferenceLine
        y={90}
        label="Critical"
        labelAlign="start"
        lineStyle={{ stroke: '#c62828', strokeWidth: 2, strokeDasharray: 'none' }}
        labelStyle={{ fill: '#c62828', fontWeight: 700 }}
      />
      {/* A two-line label: the font size in labelStyle is what the chart uses to space the lines. */}
      <ChartsReferenceLine x={34} label={'Release\n2.4.0'} labelAlign="end" labelStyle={{ fontSize: 12 }} />
    </LineChart>
  );
}
