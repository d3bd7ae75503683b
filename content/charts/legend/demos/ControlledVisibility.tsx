import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormGroup from '@mui/material/FormGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import { LineChart } from '@mui/x-charts/LineChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

const channels = [
  { id: 'search', label: 'Search', data: [320, 340, 365, 390, 410, 430] },
  { id: 'social', label: 'Social', data: [180, 210, 190, 240, 260, 250] },
  { id: 'email', label: 'Email', data: [90, 95, 120, 110, 130, 150] },
];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ControlledVisibility() {
  const [hiddenItems, setHiddenItems] = React.useState<VisibilityIdentifier<'line'>[]>([
    { type: 'line', seriesId: 'email' },
  ]);

  const isHidden = (seriesId: string) => hiddenItems.some((item) => item.seriesId === seriesId);

  const toggle = (seriesId: string) => {
    setHiddenItems((previous) =>
      isHidden(seriesId)
        ? previous.filter((item) => item.seriesId !== seriesId)
        : [...previous, { type: 'line', seriesId }],
    );
  };

  return (
    <Stack sx={{ width: '100%' }}>
      <FormGroup row>
        {channels.map((channel) => (
          <FormControlLabel
            key={channel.id}
            label={channel.label}
            control={<Checkbox checked={!isHidden(channel.id)} onChange={() => toggle(channel.id)} />}
          />
        ))}
      </FormGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        series={channels}
        hiddenItems={hiddenItems}
        onHiddenItemsChange={(next) => setHiddenItems(next as VisibilityIdentifier<'line'>[])}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
    </Stack>
  );
}
