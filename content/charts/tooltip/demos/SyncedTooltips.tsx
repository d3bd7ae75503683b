import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SeriesItemIdentifier } from '@mui/x-charts/models';

const cities = ['Lima', 'Quito', 'Bogotá', 'La Paz', 'Santiago'];
// Two measures per city in two charts: hovering a bar in one opens the same city's tooltip in the other.
const rainfall = [16, 1010, 1040, 560, 310];
const sunshine = [1230, 1960, 1330, 2670, 2890];

export default function SyncedTooltips() {
  const [item, setItem] = React.useState<SeriesItemIdentifier<'bar'> | null>(null);
  const sync = (seriesId: string) => (item ? { ...item, seriesId } : null);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ width: '100%' }}>
      <BarChart
        height={260}
        xAxis={[{ data: cities, scaleType: 'band' }]}
        series={[{ id: 'rain', label: 'Rainfall (mm/year)', data: rainfall, color: '#1e88e5' }]}
        slotProps={{ tooltip: { trigger: 'item' } }}
        tooltipItem={sync('rain')}
        onTooltipItemChange={setItem}
        hideLegend
      />
      <BarChart
        height={260}
        xAxis={[{ data: cities, scaleType: 'band' }]}
        series={[{ id: 'sun', label: 'Sunshine (hours/year)', data: sunshine, color: '#fb8c00' }]}
        slotProps={{ tooltip: { trigger: 'item' } }}
        tooltipItem={sync('sun')}
        onTooltipItemChange={setItem}
        hideLegend
      />
    </Stack>
  );
}
