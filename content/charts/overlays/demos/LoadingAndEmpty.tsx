import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { BarChart } from '@mui/x-charts/BarChart';

const stores = ['Centre', 'Harbour', 'Airport', 'Station'];
type State = 'loading' | 'empty' | 'loaded';

// Daily sales (k€) per store, through the three states of a data request.
export default function LoadingAndEmpty() {
  const [state, setState] = React.useState<State>('loading');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {(['loading', 'empty', 'loaded'] as const).map((value) => (
          <Button key={value} size="small" variant={state === value ? 'contained' : 'outlined'} onClick={() => setState(value)}>
            {value}
          </Button>
        ))}
      </Stack>
      <BarChart
        height={280}
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: stores }]}
        series={[{ label: 'Sales', data: state === 'loaded' ? [42, 35, 51, 28] : [] }]}
      />
    </Stack>
  );
}
