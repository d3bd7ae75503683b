import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 10 }, (_, index) => `Day ${index + 1}`);
// A patient's body temperature (°C): 'strict' ends the axis at the data, 'nice' on round ticks.
const temperature = [37.1, 37.6, 38.4, 38.9, 38.2, 37.8, 37.4, 37.2, 36.9, 36.8];

export default function LineDomainLimit() {
  const [domainLimit, setDomainLimit] = React.useState<'nice' | 'strict'>('nice');
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="domainLimit"
        value={domainLimit}
        onChange={(_, value: 'nice' | 'strict' | null) => value && setDomainLimit(value)}
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={280}
        xAxis={[{ data: days, scaleType: 'point' }]}
        yAxis={[{ domainLimit }]}
        series={[{ label: 'Temperature (°C)', data: temperature }]}
        hideLegend
      />
    </Stack>
  );
}
