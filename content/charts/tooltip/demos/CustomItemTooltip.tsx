import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import {
  ChartsTooltipContainer,
  ChartsTooltipContainerProps,
  useItemTooltip,
} from '@mui/x-charts/ChartsTooltip';

const cities = [
  { id: 0, name: 'Lisbon', x: 21, y: 1180 },
  { id: 1, name: 'Oslo', x: 8, y: 2210 },
  { id: 2, name: 'Vienna', x: 14, y: 1560 },
  { id: 3, name: 'Madrid', x: 19, y: 1320 },
  { id: 4, name: 'Dublin', x: 12, y: 2040 },
  { id: 5, name: 'Athens', x: 23, y: 980 },
  { id: 6, name: 'Warsaw', x: 11, y: 1050 },
  { id: 7, name: 'Helsinki', x: 7, y: 1630 },
];

function CityCard() {
  const item = useItemTooltip<'scatter'>();
  if (!item) {
    return null;
  }
  const city = cities[item.identifier.dataIndex];
  return (
    <Paper elevation={3} sx={{ p: 1.5, minWidth: 160, borderTop: 4, borderColor: item.color }}>
      <Typography variant="subtitle2">{city.name}</Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Mean temperature
        </Typography>
        <Typography variant="body2">{city.x} °C</Typography>
        <Typography variant="body2" color="text.secondary">
          One-room rent
        </Typography>
        <Typography variant="body2">€{city.y}</Typography>
      </Box>
    </Paper>
  );
}

// The slot receives the tooltip props (trigger, anchor, …); pass them on to the container.
function CityTooltip(props: ChartsTooltipContainerProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <CityCard />
    </ChartsTooltipContainer>
  );
}

export default function CustomItemTooltip() {
  return (
    <ScatterChart
      height={320}
      xAxis={[{ label: 'Mean temperature (°C)', min: 0 }]}
      yAxis={[{ label: 'Rent (€)', width: 60 }]}
      series={[{ label: 'Cities', data: cities.map(({ id, x, y }) => ({ id, x, y })) }]}
      slots={{ tooltip: CityTooltip }}
      hideLegend
    />
  );
}
