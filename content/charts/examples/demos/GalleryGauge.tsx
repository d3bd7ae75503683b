import * as React from 'react';
import { Gauge } from '@mui/x-charts/Gauge';

// Disk usage of a server, in percent.
export default function GalleryGauge() {
  return <Gauge height={200} value={72} startAngle={-110} endAngle={110} text={({ value }) => `${value} %`} />;
}
