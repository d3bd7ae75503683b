import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

const storage = [
  { name: 'Photos', used: 182, quota: 250 },
  { name: 'Documents', used: 36, quota: 100 },
  { name: 'Backups', used: 470, quota: 500 },
];

export default function AccessibleGauge() {
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      {storage.map((item) => (
        <Stack key={item.name} sx={{ alignItems: 'center' }}>
          {/* The gauge's SVG is hidden from assistive technologies: the wrapper is the meter, with a name. */}
          <Box
            role="meter"
            aria-label={`${item.name} storage used`}
            aria-valuenow={item.used}
            aria-valuemin={0}
            aria-valuemax={item.quota}
            aria-valuetext={`${item.used} of ${item.quota} gigabytes`}
          >
            <Gauge
              width={140}
              height={140}
              value={item.used}
              valueMax={item.quota}
              text={({ value, valueMax }) => `${value} / ${valueMax}`}
            />
          </Box>
          <Typography variant="body2">{item.name} (GB)</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
