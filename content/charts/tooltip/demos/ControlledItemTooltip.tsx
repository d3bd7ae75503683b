import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SeriesItemIdentifierWithType } from '@mui/x-charts/models';

const products = ['Kettle', 'Toaster', 'Blender', 'Mixer', 'Juicer'];
const returns = [14, 32, 9, 21, 27];
const worst = returns.indexOf(Math.max(...returns));

// Product returns this month; the button opens the tooltip on the most returned product.
export default function ControlledItemTooltip() {
  const [tooltipItem, setTooltipItem] = React.useState<SeriesItemIdentifierWithType<'bar'> | null>(null);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setTooltipItem({ type: 'bar', seriesId: 'returns', dataIndex: worst })}
        >
          Show the most returned
        </Button>
        <Button size="small" onClick={() => setTooltipItem(null)}>
          Close
        </Button>
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ data: products, scaleType: 'band' }]}
        series={[{ id: 'returns', label: 'Returns', data: returns }]}
        slotProps={{ tooltip: { trigger: 'item' } }}
        tooltipItem={tooltipItem}
        onTooltipItemChange={setTooltipItem}
        hideLegend
      />
    </Stack>
  );
}
