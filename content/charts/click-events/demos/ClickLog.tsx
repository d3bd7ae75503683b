import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const sports = ['Football', 'Tennis', 'Swimming', 'Cycling'];
// Club members per sport and age group; every click is written to the log with its handler and payload.
export default function ClickLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const push = (line: string) => setLog((lines) => [line, ...lines].slice(0, 4));
  return (
    <Stack spacing={1}>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: sports }]}
        series={[
          { id: 'youth', label: 'Under 18', data: [120, 45, 80, 30] },
          { id: 'adults', label: 'Adults', data: [90, 70, 55, 65] },
        ]}
        onItemClick={(_, item) => push(`onItemClick ${JSON.stringify(item)}`)}
        onAxisClick={(_, data) => push(`onAxisClick ${JSON.stringify(data)}`)}
      />
      <Typography component="pre" variant="body2" aria-live="polite" sx={{ m: 0, minHeight: 80, whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 12 }}>
        {log.length ? log.join('\n') : 'Click a bar or a column'}
      </Typography>
    </Stack>
  );
}
