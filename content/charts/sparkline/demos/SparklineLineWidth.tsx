import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { lineClasses } from '@mui/x-charts/LineChart';

// Heart rate (bpm) during a run: a thick stroke needs a larger clip offset to stay whole at the peaks.
const heartRate = [92, 118, 136, 148, 155, 161, 158, 166, 172, 169, 174, 180, 176, 150, 128, 110];

export default function SparklineLineWidth() {
  return (
    <Stack spacing={1}>
      {[1, 4].map((offset) => (
        <Stack key={offset} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 130, flexShrink: 0 }}>
            clipAreaOffset {offset}px
          </Typography>
          <SparkLineChart
            data={heartRate}
            width={180}
            height={48}
            color="#c62828"
            clipAreaOffset={{ top: offset, bottom: offset }}
            sx={{ [`& .${lineClasses.line}`]: { strokeWidth: 5 } }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
