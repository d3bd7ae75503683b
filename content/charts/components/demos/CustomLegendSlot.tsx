import * as React from 'react';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLegend } from '@mui/x-charts/hooks';

const totals: Record<string, number> = { north: 412, south: 367, online: 598 };

/** Legend items as chips, each with the yearly total of its series. */
function ChipLegend() {
  const { items } = useLegend();
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      {items.map((item) => (
        <Chip
          key={item.seriesId ?? item.label}
          size="small"
          variant="outlined"
          icon={<Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />}
          label={`${item.label} · ${totals[String(item.seriesId)]}k`}
        />
      ))}
    </Stack>
  );
}

export default function CustomLegendSlot() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
      series={[
        { id: 'north', label: 'North stores', data: [92, 101, 98, 121], stack: 'all' },
        { id: 'south', label: 'South stores', data: [85, 88, 90, 104], stack: 'all' },
        { id: 'online', label: 'Online', data: [120, 139, 151, 188], stack: 'all' },
      ]}
      slots={{ legend: ChipLegend }}
    />
  );
}
