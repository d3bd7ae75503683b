import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

const colors = {
  Rent: '#5c6bc0',
  Food: '#26a69a',
  Transport: '#ffa726',
  Leisure: '#ef5350',
  Savings: '#8d6e63',
};
const budget2015 = { Rent: 820, Food: 410, Transport: 160, Leisure: 240, Savings: 170 };
const budget2025 = { Rent: 1240, Food: 560, Transport: 210, Leisure: 180, Savings: 110 };

const slices = (budget: Record<keyof typeof colors, number>) =>
  (Object.keys(colors) as Array<keyof typeof colors>).map((key) => ({
    id: key,
    label: key,
    value: budget[key],
    color: colors[key],
  }));

const ring = { outerRadius: 80, innerRadius: 25, arcLabel: 'label' as const, arcLabelMinAngle: 25 };

// A household's monthly budget (€) ten years apart: two series, each centred in its own half.
export default function TwoPiesOneChart() {
  return (
    <Stack sx={{ width: '100%' }}>
      <Stack direction="row">
        <Typography variant="subtitle2" sx={{ flex: 1, textAlign: 'center' }}>
          2015
        </Typography>
        <Typography variant="subtitle2" sx={{ flex: 1, textAlign: 'center' }}>
          2025
        </Typography>
      </Stack>
      <PieChart
        height={260}
        series={[
          { id: '2015', data: slices(budget2015), cx: '25%', ...ring },
          { id: '2025', data: slices(budget2025), cx: '75%', ...ring },
        ]}
        hideLegend
      />
    </Stack>
  );
}
