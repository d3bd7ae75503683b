import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { PieChart } from '@mui/x-charts/PieChart';

// Budget by department, then by line item once a department is clicked (k€).
const departments = [
  { id: 'it', label: 'IT', value: 420, items: { Hardware: 150, Licences: 190, Training: 80 } },
  { id: 'hr', label: 'HR', value: 260, items: { Recruiting: 120, Events: 60, Benefits: 80 } },
  { id: 'ops', label: 'Operations', value: 510, items: { Rent: 300, Energy: 130, Cleaning: 80 } },
];

export default function PieDrillDown() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const department = selected === null ? null : departments[selected];
  const data = department
    ? Object.entries(department.items).map(([label, value], id) => ({ id, label, value }))
    : departments.map(({ id, label, value }) => ({ id, label, value }));
  return (
    <Stack spacing={1}>
      <Button size="small" variant="outlined" disabled={!department} onClick={() => setSelected(null)} sx={{ alignSelf: 'flex-start' }}>
        {department ? `Back from ${department.label}` : 'All departments'}
      </Button>
      <PieChart
        height={280}
        series={[{ data, innerRadius: 50, arcLabel: 'value', arcLabelMinAngle: 25 }]}
        onItemClick={(_, item) => {
          if (!department) setSelected(item.dataIndex);
        }}
      />
    </Stack>
  );
}
