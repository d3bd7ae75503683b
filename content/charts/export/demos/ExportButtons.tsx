import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/context';

const languages = ['English', 'Mandarin', 'Hindi', 'Spanish', 'French', 'Arabic'];
// Speakers (millions, generated figures) of six languages; buttons call the chart's export API.
export default function ExportButtons() {
  const apiRef = React.useRef<ChartProApi<'bar'>>(undefined);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportAsImage({ fileName: 'languages' })}>
          Download PNG
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportAsPrint({ fileName: 'languages' })}>
          Print or save as PDF
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ scaleType: 'band', data: languages }]}
        series={[{ label: 'Speakers (M)', data: [1500, 1140, 610, 560, 310, 270] }]}
        hideLegend
      />
    </Stack>
  );
}
