import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Air temperature (°C) from a station that lost its connection between 9:00 and 12:00.
const readings = hours.map((hour) =>
  hour >= 9 && hour <= 12 ? null : Math.round((12 + 6 * Math.sin(((hour - 9) * Math.PI) / 12)) * 10) / 10,
);

const format = (value: number | null) => (value === null ? 'no reading' : `${value} °C`);

export default function LineGaps() {
  return (
    <LineChart
      height={320}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
      series={[
        { label: 'Gap kept', data: readings, valueFormatter: format },
        {
          label: 'connectNulls',
          data: readings.map((value) => (value === null ? null : value - 3)),
          connectNulls: true,
          valueFormatter: format,
        },
      ]}
    />
  );
}
