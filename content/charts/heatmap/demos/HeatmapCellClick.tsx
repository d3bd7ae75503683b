import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const servers = ['web-1', 'web-2', 'db-1', 'cache-1'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Error count per server and day; Wednesday's database row has no data.
const errors: HeatmapValueType[] = days.flatMap((_, x) =>
  servers.flatMap((__, y): HeatmapValueType[] => (x === 2 && y === 2 ? [] : [[x, y, (x * 5 + y * 11) % 17]])),
);

export default function HeatmapCellClick() {
  const [message, setMessage] = React.useState('Click a cell, including the empty one.');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Heatmap
        height={260}
        xAxis={[{ data: days }]}
        yAxis={[{ data: servers, width: 60 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 16, color: ['#e8f5e9', '#b71c1c'] } }]}
        series={[{ data: errors, label: 'Errors' }]}
        hideLegend
        onItemClick={(_event, item) => {
          if (item.type !== 'heatmap') return;
          // The identifier locates the cell by its axis positions, with or without data.
          const { xIndex, yIndex } = item;
          const cell = errors.find(([x, y]) => x === xIndex && y === yIndex);
          const where = `${servers[yIndex]} on ${days[xIndex]}`;
          setMessage(cell ? `${where}: ${cell[2]} errors` : `${where}: no data.`);
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
