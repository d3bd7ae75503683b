import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// 52 weeks of parcels delivered; buttons set the zoom, and zooming on the chart updates the text.
const weeks = Array.from({ length: 52 }, (_, index) => `W${index + 1}`);
const parcels = weeks.map((_, index) => Math.round(900 + 300 * Math.sin(index / 8) + (index > 46 ? 600 : 0)));
const presets: Record<string, ZoomData> = {
  'Whole year': { axisId: 'weeks', start: 0, end: 100 },
  'First quarter': { axisId: 'weeks', start: 0, end: 25 },
  'Year-end peak': { axisId: 'weeks', start: 80, end: 100 },
};

export default function ControlledZoom() {
  const [zoom, setZoom] = React.useState<ZoomData[]>([presets['Whole year']]);
  const current = zoom.find((item) => item.axisId === 'weeks');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {Object.entries(presets).map(([name, preset]) => (
          <Button key={name} size="small" variant="outlined" onClick={() => setZoom([preset])}>
            {name}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" aria-live="polite">
        Showing {Math.round(current?.start ?? 0)} % to {Math.round(current?.end ?? 100)} % of the axis
      </Typography>
      <BarChartPro
        height={300}
        xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks, zoom: true }]}
        series={[{ label: 'Parcels', data: parcels }]}
        zoomData={zoom}
        onZoomChange={setZoom}
        hideLegend
      />
    </Stack>
  );
}
