import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const WINDOW = 30;

// A simulated CPU load reading every second: the oldest point leaves as a new one arrives.
function nextLoad(previous: number, tick: number) {
  const drift = Math.sin(tick / 5) * 6 + ((tick * 37) % 11) - 5;
  return Math.min(100, Math.max(5, Math.round(previous * 0.7 + (45 + drift) * 0.3 + drift)));
}

export default function LiveLineChart() {
  const [running, setRunning] = React.useState(true);
  const [points, setPoints] = React.useState(() => {
    const start = Array.from({ length: WINDOW }, (_, tick) => ({ tick, load: 40 + ((tick * 13) % 17) }));
    return start;
  });

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setPoints((current) => {
        const last = current[current.length - 1];
        return [...current.slice(1), { tick: last.tick + 1, load: nextLoad(last.load, last.tick + 1) }];
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setRunning((value) => !value)}
      >
        {running ? 'Pause' : 'Resume'}
      </Button>
      <LineChart
        height={280}
        skipAnimation
        xAxis={[{ data: points.map((point) => point.tick), label: 'Seconds', scaleType: 'point' }]}
        yAxis={[{ min: 0, max: 100, label: 'CPU load (%)' }]}
        series={[{ data: points.map((point) => point.load), showMark: false, area: true }]}
        hideLegend
      />
    </Stack>
  );
}
