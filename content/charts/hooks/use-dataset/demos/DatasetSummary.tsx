import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDataset, useDrawingArea } from '@mui/x-charts/hooks';

// A type alias, not an interface: dataset rows must be indexable by any string key.
type Month = {
  month: string;
  oslo: number;
  lisbon: number;
};

// A summary of the rows the chart was given: how many, and the wettest month of each city.
function RainSummary() {
  const rows = useDataset<Month[]>();
  const { left, top } = useDrawingArea();
  const theme = useTheme();
  // Undefined when the chart was given its data through series.data instead of dataset.
  if (!rows) return null;
  const wettest = (city: 'oslo' | 'lisbon') =>
    rows.reduce((best, row) => (row[city] > best[city] ? row : best), rows[0]);
  const lines = [
    `${rows.length} months, ${rows.reduce((sum, row) => sum + row.oslo + row.lisbon, 0)} mm in all`,
    `Wettest in Oslo: ${wettest('oslo').month} (${wettest('oslo').oslo} mm)`,
    `Wettest in Lisbon: ${wettest('lisbon').month} (${wettest('lisbon').lisbon} mm)`,
  ];
  return (
    <text x={left + 8} y={top + 4} fontSize={12} fill={theme.palette.text.secondary}>
      {lines.map((line, index) => (
        <tspan key={line} x={left + 8} dy={index === 0 ? 12 : 16}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Generated monthly rainfall: a wet northern summer and autumn, a dry southern summer.
const dataset: Month[] = names.map((month, index) => ({
  month,
  oslo: Math.round(62 + 24 * Math.sin(((index - 4) * Math.PI) / 6)),
  lisbon: Math.round(55 + 50 * Math.cos(((index - 0.5) * Math.PI) / 6)),
}));

export default function DatasetSummary() {
  return (
    <BarChart
      height={340}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ max: 160, label: 'mm' }]}
      series={[
        { dataKey: 'oslo', label: 'Oslo' },
        { dataKey: 'lisbon', label: 'Lisbon' },
      ]}
    >
      <RainSummary />
    </BarChart>
  );
}
