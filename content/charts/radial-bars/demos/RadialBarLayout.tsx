import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { RadialBarChart, type RadialBarChartProps } from '@mui/x-charts-premium/RadialBarChart';

// Electricity produced by three sources in each season, in GWh.
const seasons = ['Winter', 'Spring', 'Summer', 'Autumn'];
const production = [
  { label: 'Wind', data: [420, 350, 210, 390] },
  { label: 'Solar', data: [90, 260, 380, 170] },
  { label: 'Hydro', data: [240, 330, 290, 260] },
];

type Layout = 'vertical' | 'horizontal';

export default function RadialBarLayout() {
  const [layout, setLayout] = React.useState<Layout>('vertical');
  const [stacked, setStacked] = React.useState(true);
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  // The band axis holds the seasons, the other axis the values.
  const bandAxis = { scaleType: 'band' as const, data: seasons, categoryGapRatio, barGapRatio };
  const axes: Pick<RadialBarChartProps, 'rotationAxis' | 'radiusAxis'> =
    layout === 'vertical'
      ? { rotationAxis: [bandAxis], radiusAxis: [{ minRadius: 20 }] }
      : {
          rotationAxis: [{ endAngle: 270 }],
          radiusAxis: [{ ...bandAxis, minRadius: 30 }],
        };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          onChange={(_, value: Layout | null) => value && setLayout(value)}
          aria-label="Layout"
        >
          <ToggleButton value="vertical">vertical</ToggleButton>
          <ToggleButton value="horizontal">horizontal</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />}
          label="Stack"
        />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <div style={{ minWidth: 140, flex: 1 }}>
          <Typography variant="caption">categoryGapRatio: {categoryGapRatio}</Typography>
          <Slider
            size="small"
            min={0}
            max={0.8}
            step={0.1}
            value={categoryGapRatio}
            onChange={(_, value) => setCategoryGapRatio(value as number)}
            aria-label="categoryGapRatio"
          />
        </div>
        <div style={{ minWidth: 140, flex: 1 }}>
          <Typography variant="caption">barGapRatio: {barGapRatio}</Typography>
          <Slider
            size="small"
            min={0}
            max={0.8}
            step={0.1}
            value={barGapRatio}
            onChange={(_, value) => setBarGapRatio(value as number)}
            aria-label="barGapRatio"
            disabled={stacked}
          />
        </div>
      </Stack>
      <RadialBarChart
        height={340}
        {...axes}
        series={production.map((source) => ({
          ...source,
          layout,
          stack: stacked ? 'total' : undefined,
          valueFormatter: (value: number | null) => `${value} GWh`,
        }))}
        grid={{ radius: true, rotation: true }}
      />
    </Stack>
  );
}
