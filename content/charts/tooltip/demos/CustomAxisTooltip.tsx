import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  ChartsTooltipContainer,
  ChartsTooltipContainerProps,
  useAxesTooltip,
} from '@mui/x-charts/ChartsTooltip';

const weeks = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];
const web = [420, 455, 470, 520, 510, 560, 590, 610];
const mobile = [310, 340, 380, 395, 430, 470, 480, 530];

function TotalsContent() {
  const axes = useAxesTooltip();
  if (!axes || axes.length === 0) {
    return null;
  }
  const { axisFormattedValue, seriesItems } = axes[0];
  const total = seriesItems.reduce((sum, item) => sum + (typeof item.value === 'number' ? item.value : 0), 0);
  return (
    <Paper elevation={3} sx={{ p: 1.5, minWidth: 180 }}>
      <Typography variant="subtitle2" gutterBottom>
        Week {axisFormattedValue.slice(1)}
      </Typography>
      {seriesItems.map((item) => (
        <Stack key={item.seriesId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {item.formattedLabel}
          </Typography>
          <Typography variant="body2">{item.formattedValue}</Typography>
        </Stack>
      ))}
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
        Total: {total} sign-ups
      </Typography>
    </Paper>
  );
}

function TotalsTooltip(props: ChartsTooltipContainerProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <TotalsContent />
    </ChartsTooltipContainer>
  );
}

export default function CustomAxisTooltip() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      series={[
        { label: 'Web', data: web },
        { label: 'Mobile', data: mobile },
      ]}
      slots={{ tooltip: TotalsTooltip }}
    />
  );
}
