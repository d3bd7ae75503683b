import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';

type LineProps = { y: number };

// A dashed average line that glides to its new height with the chart's own animation timing.
function AverageLine({ value }: { value: number }) {
  const yScale = useYScale();
  const { left, width } = useDrawingArea();
  const target = yScale(value) ?? 0;
  const animated = useAnimate<LineProps, SVGLineElement, { y1: number; y2: number }>(
    { y: target },
    {
      createInterpolator: (from, to) => (t) => ({ y: from.y + (to.y - from.y) * t }),
      transformProps: ({ y }) => ({ y1: y, y2: y }),
      applyProps: (element, { y1, y2 }) => {
        element.setAttribute('y1', String(y1));
        element.setAttribute('y2', String(y2));
      },
    },
  );
  return (
    <line
      ref={animated.ref}
      x1={left}
      x2={left + width}
      y1={animated.y1}
      y2={animated.y2}
      stroke="#d32f2f"
      strokeDasharray="6 4"
      strokeWidth={2}
    />
  );
}

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const weeks = [
  [320, 410, 380, 450, 520, 610, 280],
  [280, 300, 290, 350, 400, 720, 650],
  [450, 470, 500, 520, 560, 590, 540],
];

// Café sales per weekday for three weeks; the bars and the average line move together.
export default function AnimatedAverageLine() {
  const [week, setWeek] = React.useState(0);
  const data = weeks[week];
  const average = data.reduce((sum, value) => sum + value, 0) / data.length;
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setWeek((week + 1) % weeks.length)}
      >
        Next week (now week {week + 1})
      </Button>
      <BarChart
        height={300}
        xAxis={[{ data: weekdays, scaleType: 'band' }]}
        yAxis={[{ max: 800 }]}
        series={[{ label: 'Sales (€)', data }]}
        hideLegend
      >
        <AverageLine value={average} />
      </BarChart>
    </Stack>
  );
}
