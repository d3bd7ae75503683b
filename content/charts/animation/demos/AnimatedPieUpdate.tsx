import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';

const quarters = {
  Q1: [45, 25, 20, 10],
  Q2: [35, 30, 20, 15],
  Q3: [25, 30, 25, 20],
  Q4: [20, 25, 25, 30],
};
type Quarter = keyof typeof quarters;
const channels = ['Retail', 'Online', 'Partners', 'Marketplace'];

export default function AnimatedPieUpdate() {
  const [quarter, setQuarter] = React.useState<Quarter>('Q1');
  // Stable ids let each arc morph into its new angle instead of being re-created.
  const data = channels.map((label, i) => ({ id: label, label, value: quarters[quarter][i] }));

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={quarter}
        onChange={(_, next: Quarter | null) => next !== null && setQuarter(next)}
      >
        {Object.keys(quarters).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <PieChart
        height={280}
        series={[{ data, innerRadius: 40, arcLabel: 'value', valueFormatter: (item) => `${item.value}%` }]}
      />
    </Stack>
  );
}
