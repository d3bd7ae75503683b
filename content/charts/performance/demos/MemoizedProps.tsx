import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const products = Array.from({ length: 30 }, (_, index) => `P${index + 1}`);

// The parent re-renders every click; series and axes are memoised so the chart receives the same objects.
export default function MemoizedProps() {
  const [clicks, setClicks] = React.useState(0);
  const [week, setWeek] = React.useState(1);
  const series = React.useMemo(
    () => [{ label: `Units sold, week ${week}`, data: products.map((_, index) => 20 + ((index * 7 + week * 13) % 40)) }],
    [week],
  );
  const xAxis = React.useMemo(() => [{ scaleType: 'band' as const, data: products }], []);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setClicks((count) => count + 1)}>
          Unrelated update ({clicks})
        </Button>
        <Button size="small" variant="contained" onClick={() => setWeek((current) => (current % 52) + 1)}>
          Next week
        </Button>
        <Typography variant="body2">Week {week}</Typography>
      </Stack>
      <BarChart height={280} xAxis={xAxis} series={series} hideLegend />
    </Stack>
  );
}
