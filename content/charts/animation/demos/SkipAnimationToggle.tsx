import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Basic', 'Plus', 'Team', 'Business', 'Enterprise'];

// Deterministic "new data": each round shifts the values by a fixed pattern.
function salesFor(round: number) {
  return products.map((_, i) => 20 + ((round * 17 + i * 29) % 60));
}

export default function SkipAnimationToggle() {
  const [round, setRound] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => setRound((r) => r + 1)}>
          New data
        </Button>
        <FormControlLabel
          control={<Switch checked={skipAnimation} onChange={(e) => setSkipAnimation(e.target.checked)} />}
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: products }]}
        yAxis={[{ min: 0, max: 100 }]}
        series={[{ label: 'Licences sold', data: salesFor(round) }]}
      />
    </Stack>
  );
}
