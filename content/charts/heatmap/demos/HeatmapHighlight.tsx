import * as React from 'react';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const floors = ['Ground', '1st', '2nd', '3rd', '4th'];
const hours = ['8h', '10h', '12h', '14h', '16h', '18h'];

// Meeting-room occupancy (%) per floor and hour; hovering a cell outlines it and dims the others.
const occupancy: HeatmapValueType[] = hours.flatMap((_, x) =>
  floors.map((__, y): HeatmapValueType => [
    x,
    y,
    Math.min(100, Math.round(30 + 45 * Math.sin((x + 1) / 2) + y * 6 - ((x * y) % 5) * 4)),
  ]),
);

export default function HeatmapHighlight() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: floors, width: 60 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 100, color: ['#fff3e0', '#e65100'] } }]}
      series={[
        { data: occupancy, label: 'Occupancy', highlightScope: { highlight: 'item', fade: 'global' } },
      ]}
      hideLegend
      // The highlighted and faded cells carry `data-highlighted` and `data-faded` attributes.
      sx={{
        [`& .${heatmapClasses.cell}[data-highlighted]`]: {
          stroke: '#212121',
          strokeWidth: 2,
          filter: 'none',
        },
        [`& .${heatmapClasses.cell}[data-faded]`]: { opacity: 0.45, filter: 'none' },
      }}
    />
  );
}
