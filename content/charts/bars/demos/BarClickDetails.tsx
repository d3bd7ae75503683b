import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Platform', 'Mobile', 'Web', 'Data'];
const series = [
  { id: 'open', label: 'Open bugs', data: [14, 22, 9, 6] },
  { id: 'closed', label: 'Closed this week', data: [11, 15, 12, 4] },
];

// Bug counts per team: the bar click and the band click report different things.
export default function BarClickDetails() {
  const [message, setMessage] = React.useState('Click a bar, or anywhere in a team’s column');
  return (
    <Stack spacing={1}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: teams }]}
        series={series}
        onItemClick={(_, item) => {
          const found = series.find((entry) => entry.id === item.seriesId);
          if (found) setMessage(`${teams[item.dataIndex]} – ${found.label}: ${found.data[item.dataIndex]}`);
        }}
        onAxisClick={(_, data) => {
          if (data) setMessage(`${data.axisValue}: ${Object.values(data.seriesValues).join(' / ')} (axis click)`);
        }}
      />
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
