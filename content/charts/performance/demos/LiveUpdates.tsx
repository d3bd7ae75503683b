import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const WINDOW = 60;

// A deterministic "sensor": the next reading depends only on the tick number.
const reading = (tick: number) =>
  Math.round(40 + 18 * Math.sin(tick / 7) + 6 * Math.sin(tick / 2.3) + (tick % 5));

export default function LiveUpdates() {
  const [tick, setTick] = React.useState(WINDOW);
  const [running, setRunning] = React.useState(true);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => setTick((t) => t + 1), 500);
    return () => clearInterval(timer);
  }, [running]);

  const ticks = React.useMemo(() => Array.from({ length: WINDOW }, (_, i) => tick - WINDOW + i), [tick]);
  const series = React.useMemo(
    () => [{ label: 'CPU load (%)', data: ticks.map(reading), showMark: false, color: '#0288d1' }],
    [ticks],
  );

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={running} onChange={(event) => setRunning(event.target.checked)} />}
        label="Stream readings"
      />
      <LineChart
        height={260}
        // Two updates per second: transitions would never finish.
        skipAnimation
        xAxis={[{ data: ticks, scaleType: 'point', tickInterval: (t: number) => t % 10 === 0 }]}
        yAxis={[{ min: 0, max: 100 }]}
        series={series}
        hideLegend
      />
    </Stack>
  );
}
