import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

type Align = 'start' | 'middle' | 'end';
type Side = 'default' | 'flipped';

// Exam results of 40 students: hours of revision and score.
const students = Array.from({ length: 40 }, (_, id) => {
  const hours = 1 + ((id * 7) % 23);
  return { id, x: hours, y: Math.min(100, Math.round(35 + hours * 2.3 + ((id * 19) % 21))) };
});

export default function ReferenceLabelPlacement() {
  const [align, setAlign] = React.useState<Align>('middle');
  const [side, setSide] = React.useState<Side>('default');
  const [gap, setGap] = React.useState(5);
  const flipped = side === 'flipped';

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={align}
          onChange={(_, value: Align | null) => value && setAlign(value)}
          aria-label="labelAlign"
        >
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="middle">middle</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={side}
          onChange={(_, value: Side | null) => value && setSide(value)}
          aria-label="Label side"
        >
          <ToggleButton value="default">Default side</ToggleButton>
          <ToggleButton value="flipped">Other side</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="reference-label-gap" variant="body2" sx={{ minWidth: 110 }}>
          Distance: {gap} px
        </Typography>
        <Slider
          aria-labelledby="reference-label-gap"
          value={gap}
          min={0}
          max={24}
          onChange={(_, value) => setGap(value as number)}
          sx={{ flex: 1, maxWidth: 240 }}
        />
      </Stack>
      <ScatterChart
        height={320}
        xAxis={[{ label: 'Hours of revision', min: 0, max: 25 }]}
        yAxis={[{ label: 'Score', min: 30, max: 100 }]}
        series={[{ label: 'Students', data: students, markerSize: 4 }]}
        hideLegend
      >
        {/* Horizontal: the label sits above the line; a negative y and a hanging baseline move it below. */}
        <ChartsReferenceLine
          y={60}
          label="Pass mark"
          labelAlign={align}
          spacing={{ y: flipped ? -gap : gap }}
          labelStyle={flipped ? { dominantBaseline: 'hanging' } : undefined}
          lineStyle={{ strokeDasharray: '4 3' }}
        />
        {/* Vertical: the label starts right of the line; a negative x and textAnchor end move it left. */}
        <ChartsReferenceLine
          x={12}
          label="Recommended"
          labelAlign={align}
          spacing={{ x: flipped ? -gap : gap }}
          labelStyle={flipped ? { textAnchor: 'end' } : undefined}
          lineStyle={{ strokeDasharray: '4 3' }}
        />
      </ScatterChart>
    </Stack>
  );
}
