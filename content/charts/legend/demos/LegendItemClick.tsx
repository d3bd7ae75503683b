import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';

// Household waste by type (kg per person per year): clicking a legend item reports what it names.
const waste = [
  { id: 'food', label: 'Food', value: 79 },
  { id: 'paper', label: 'Paper', value: 58 },
  { id: 'plastic', label: 'Plastic', value: 36 },
  { id: 'glass', label: 'Glass', value: 31 },
  { id: 'other', label: 'Other', value: 44 },
];

export default function LegendItemClick() {
  const [clicked, setClicked] = React.useState<SeriesLegendItemContext | null>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <PieChart
        height={260}
        series={[{ id: 'waste', data: waste, innerRadius: 40 }]}
        slotProps={{
          legend: {
            onItemClick: (_event: React.MouseEvent<HTMLButtonElement>, item: SeriesLegendItemContext) =>
              setClicked(item),
          },
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {clicked
          ? `Clicked "${clicked.label}": seriesId ${clicked.seriesId}, dataIndex ${clicked.dataIndex}`
          : 'Click a legend item.'}
      </Typography>
    </Stack>
  );
}
