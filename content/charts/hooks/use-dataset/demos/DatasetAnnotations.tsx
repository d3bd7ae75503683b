import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDataset, useDrawingArea, useXScale } from '@mui/x-charts/hooks';

// Each row has a `note` that no series draws; the annotation layer reads it from the dataset.
type Day = { day: number; visitors: number; note: string | null };

function NoteMarkers() {
  const rows = useDataset<Day[]>();
  const xScale = useXScale<'point'>();
  const { top, height } = useDrawingArea();
  if (!rows) return null;
  return (
    <g>
      {rows
        .filter((row) => row.note)
        .map((row) => {
          const x = xScale(row.day) ?? 0;
          return (
            <g key={row.day}>
              <line x1={x} x2={x} y1={top} y2={top + height} stroke="#8e24aa" strokeDasharray="4 3" />
              <text x={x + 4} y={top + 12} fontSize={12} fill="#8e24aa">
                {row.note}
              </text>
            </g>
          );
        })}
    </g>
  );
}

// Daily visitors of a museum in March, with the days something happened.
const notes: Record<number, string> = { 6: 'New exhibition', 18: 'Free entry', 25: 'Strike' };
const dataset: Day[] = Array.from({ length: 31 }, (_, index) => {
  const day = index + 1;
  const weekend = day % 7 === 1 || day % 7 === 2 ? 600 : 0;
  const event = day === 18 ? 1400 : day === 25 ? -900 : day >= 6 ? 250 : 0;
  return { day, visitors: 1200 + weekend + event + ((day * 37) % 150), note: notes[day] ?? null };
});

export default function DatasetAnnotations() {
  return (
    <LineChart
      height={320}
      dataset={dataset}
      xAxis={[{ dataKey: 'day', scaleType: 'point', label: 'March' }]}
      series={[{ dataKey: 'visitors', label: 'Visitors', showMark: false }]}
      hideLegend
    >
      <NoteMarkers />
    </LineChart>
  );
}
