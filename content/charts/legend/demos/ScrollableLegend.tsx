import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const stations = [
  'Alder',
  'Birch',
  'Cedar',
  'Dune',
  'Elm',
  'Fjord',
  'Glen',
  'Heath',
  'Isle',
  'Juniper',
  'Knoll',
  'Lark',
  'Moor',
  'Ness',
];
const hours = Array.from({ length: 12 }, (_, index) => `${index * 2}:00`);

// Fourteen weather stations: the vertical legend scrolls instead of squeezing the plot.
export default function ScrollableLegend() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: hours, scaleType: 'point' }]}
      series={stations.map((label, station) => ({
        label,
        showMark: false,
        data: hours.map((_, hour) => Math.round(8 + station * 0.6 + 6 * Math.sin((hour - 3) / 2.2))),
      }))}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      sx={{
        [`& .${legendClasses.root}`]: { maxHeight: 260, overflowY: 'auto', flexWrap: 'nowrap' },
      }}
    />
  );
}
