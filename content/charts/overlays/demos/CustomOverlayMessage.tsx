import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// A filter that matched nothing: the empty state explains why, instead of a generic message.
export default function CustomOverlayMessage() {
  return (
    <LineChart
      height={260}
      xAxis={[{ data: [] as number[] }]}
      series={[{ label: 'Orders', data: [] }]}
      // The overlay text comes from the locale: `noData` here, `loading` for the loading overlay.
      localeText={{ noData: 'No orders match the selected filters' }}
    />
  );
}
