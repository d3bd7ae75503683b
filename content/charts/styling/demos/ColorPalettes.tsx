import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';

const palettes = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  // A plain array works too; it is used as-is in light and dark mode.
  custom: ['#264653', '#2a9d8f', '#e9c46a', '#f4a261', '#e76f51', '#8ab17d'],
};
type PaletteName = keyof typeof palettes;

const traffic = ['Search', 'Direct', 'Social', 'Email', 'Referral', 'Ads'].map((label, id) => ({
  id,
  label,
  value: [38, 22, 15, 9, 8, 8][id],
}));

export default function ColorPalettes() {
  const [name, setName] = React.useState<PaletteName>('rainbowSurge');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="colors"
        value={name}
        onChange={(event) => setName(event.target.value as PaletteName)}
        sx={{ width: 220 }}
      >
        {Object.keys(palettes).map((key) => (
          <MenuItem key={key} value={key}>
            {key}
          </MenuItem>
        ))}
      </TextField>
      <PieChart
        height={280}
        colors={palettes[name]}
        series={[{ data: traffic, innerRadius: 50, paddingAngle: 1 }]}
      />
    </Stack>
  );
}
