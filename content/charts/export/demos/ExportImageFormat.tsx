import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import { PieChartPro } from '@mui/x-charts-pro/PieChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/context';

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const spending = [
  { id: 'housing', label: 'Housing', value: 1150 },
  { id: 'food', label: 'Food', value: 520 },
  { id: 'transport', label: 'Transport', value: 260 },
  { id: 'leisure', label: 'Leisure', value: 310 },
  { id: 'savings', label: 'Savings', value: 400 },
];

export default function ExportImageFormat() {
  const apiRef = React.useRef<ChartProApi<'pie'>>(undefined);
  const [type, setType] = React.useState<ImageType>('image/jpeg');
  const [quality, setQuality] = React.useState(0.8);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="type"
          value={type}
          onChange={(event) => setType(event.target.value as ImageType)}
          sx={{ width: 160 }}
        >
          <MenuItem value="image/png">image/png</MenuItem>
          <MenuItem value="image/jpeg">image/jpeg</MenuItem>
          <MenuItem value="image/webp">image/webp</MenuItem>
        </TextField>
        <Stack sx={{ width: 180 }}>
          <Typography variant="caption" id="export-quality-label">
            quality: {quality.toFixed(1)}
          </Typography>
          <Slider
            size="small"
            min={0.1}
            max={1}
            step={0.1}
            value={quality}
            disabled={type === 'image/png'}
            onChange={(_, value) => setQuality(value as number)}
            aria-labelledby="export-quality-label"
          />
        </Stack>
        <Button
          variant="outlined"
          onClick={() => apiRef.current?.exportAsImage({ type, quality, fileName: 'monthly-budget' })}
        >
          Download
        </Button>
      </Stack>
      <PieChartPro
        apiRef={apiRef}
        height={260}
        series={[{ data: spending, innerRadius: 60, valueFormatter: (item) => `€${item.value}` }]}
      />
    </Stack>
  );
}
