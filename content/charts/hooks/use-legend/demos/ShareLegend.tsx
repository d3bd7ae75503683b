import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { useLegend, usePieSeries } from '@mui/x-charts/hooks';

// Replaces the legend slot: one row per slice with its colour, its label and its share of the total.
function ShareTable() {
  const { items } = useLegend();
  const pies = usePieSeries();
  const total = pies[0]?.data.reduce((sum, slice) => sum + slice.value, 0) ?? 0;
  return (
    <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 14, alignSelf: 'center' }}>
      <caption style={{ textAlign: 'start', paddingBottom: 4 }}>
        <Typography variant="caption">Share of sessions</Typography>
      </caption>
      <tbody>
        {items.map((item) => {
          const slice = pies.find((pie) => pie.id === item.seriesId)?.data[item.dataIndex ?? -1];
          const share = slice && total > 0 ? (slice.value / total) * 100 : 0;
          return (
            <tr key={`${item.seriesId}-${item.dataIndex}`}>
              <td style={{ paddingInlineEnd: 8 }}>
                <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: item.color }} />
              </td>
              <td style={{ paddingInlineEnd: 16 }}>{item.label}</td>
              <td
                style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}
              >{`${share.toFixed(1)}%`}</td>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}

// Sessions of a generated news site by device, over one month.
const devices = [
  { label: 'Phone', value: 184_200 },
  { label: 'Desktop', value: 96_450 },
  { label: 'Tablet', value: 21_380 },
  { label: 'Smart TV', value: 3_940 },
];

export default function ShareLegend() {
  return (
    <PieChart
      height={240}
      series={[{ id: 'devices', data: devices, innerRadius: 50 }]}
      slots={{ legend: ShareTable }}
      slotProps={{ legend: { position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
