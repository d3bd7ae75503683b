import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

const orders: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'insideOut', 'appearance'];
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
// Cloud spend (k$) per service; the order changes which layer sits at the bottom.
const services = [
  { label: 'Storage', data: [12, 14, 15, 17] },
  { label: 'Compute', data: [40, 44, 52, 55] },
  { label: 'Network', data: [6, 7, 7, 9] },
  { label: 'Database', data: [22, 21, 25, 27] },
];

export default function StackOrders() {
  const [order, setOrder] = React.useState<StackOrderType>('none');
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={order}
        onChange={(event) => setOrder(event.target.value as StackOrderType)}
        sx={{ width: 200 }}
      >
        {orders.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        series={services.map((service) => ({ ...service, stack: 'spend', stackOrder: order }))}
      />
    </Stack>
  );
}
