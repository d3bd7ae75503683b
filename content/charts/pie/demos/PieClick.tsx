import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// Cloud costs per service (€); clicking an arc shows its share of the bill.
const costs = [
  { id: 'compute', label: 'Compute', value: 4200 },
  { id: 'storage', label: 'Storage', value: 1300 },
  { id: 'network', label: 'Network', value: 800 },
  { id: 'database', label: 'Database', value: 2100 },
];
const total = costs.reduce((sum, item) => sum + item.value, 0);

export default function PieClick() {
  const [message, setMessage] = React.useState('Click an arc');
  return (
    <Stack spacing={1}>
      <PieChart
        height={280}
        series={[{ data: costs, innerRadius: 60 }]}
        onItemClick={(_, item) => {
          const cost = costs[item.dataIndex];
          setMessage(`${cost.label}: €${cost.value} (${Math.round((cost.value / total) * 100)} % of €${total})`);
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
