import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2021', '2022', '2023', '2024', '2025'];
const crops = [
  { id: 'wheat', label: 'Wheat', data: [7.6, 7.9, 7.1, 8.2, 8.0] },
  { id: 'maize', label: 'Maize', data: [9.8, 8.7, 10.4, 10.9, 11.3] },
  { id: 'barley', label: 'Barley', data: [5.9, 6.1, 5.4, 6.3, 6.2] },
  { id: 'rapeseed', label: 'Rapeseed', data: [3.4, 3.6, 3.3, 3.5, 3.9] },
];

// Crop yields (t/ha): click legend items to hide crops; the caption counts what is still shown.
export default function LegendVisibleCount() {
  const [hiddenCount, setHiddenCount] = React.useState(0);
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <BarChart
        height={300}
        xAxis={[{ data: years, scaleType: 'band' }]}
        series={crops}
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
        onHiddenItemsChange={(hiddenItems) => setHiddenCount(hiddenItems.length)}
      />
      <Typography variant="body2" aria-live="polite">
        Showing {crops.length - hiddenCount} of {crops.length} crops.
      </Typography>
    </Stack>
  );
}
