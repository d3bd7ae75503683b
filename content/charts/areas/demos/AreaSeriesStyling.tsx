import * as React from 'react';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const months = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'];
// Actual sales end in December; the forecast continues from there.
const actual = [52, 58, 61, 66, 72, 80, null, null];
const forecast = [null, null, null, null, null, 80, 74, 70];

export default function AreaSeriesStyling() {
  return (
    <LineChart
      height={300}
      xAxis={[{ data: months, scaleType: 'point' }]}
      yAxis={[{ label: 'Units (k)', min: 0 }]}
      series={[
        { id: 'actual', label: 'Actual', data: actual, area: true, showMark: false },
        { id: 'forecast', label: 'Forecast', data: forecast, area: true, showMark: false },
      ]}
      sx={{
        [`& .${lineClasses.area}`]: { fillOpacity: 0.35 },
        // Select one series through its data-series attribute.
        [`& .${lineClasses.area}[data-series="forecast"]`]: { fillOpacity: 0.12 },
        [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '6 4' },
      }}
    />
  );
}
