import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

type Renderer = 'svg-single' | 'svg-batch';
// 8,000 generated sensor readings; compare the number of SVG elements each renderer produces.
let seed = 11;
const random = () => {
  seed = (seed * 48271) % 2147483647;
  return seed / 2147483647;
};
const readings = Array.from({ length: 8000 }, (_, id) => {
  const x = random() * 100;
  return { id, x, y: x * 0.6 + (random() - 0.5) * 40 };
});

export default function BatchRendererToggle() {
  const [renderer, setRenderer] = React.useState<Renderer>('svg-batch');
  const [elements, setElements] = React.useState<number | null>(null);
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => setElements(ref.current?.querySelectorAll('svg *').length ?? null));
    return () => cancelAnimationFrame(frame);
  }, [renderer]);
  return (
    <Stack spacing={1} ref={ref}>
      <ToggleButtonGroup size="small" exclusive value={renderer} onChange={(_, value: Renderer | null) => value && setRenderer(value)} aria-label="renderer">
        <ToggleButton value="svg-single">svg-single</ToggleButton>
        <ToggleButton value="svg-batch">svg-batch</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" aria-live="polite">
        SVG elements in the chart: {elements ?? '…'}
      </Typography>
      <ScatterChart
        height={320}
        renderer={renderer}
        skipAnimation
        series={[{ label: 'Readings', data: readings, markerSize: 2 }]}
        hideLegend
      />
    </Stack>
  );
}
