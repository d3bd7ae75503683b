import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useLineSeries } from '@mui/x-charts/hooks';

// A message in the middle of the plot while the series has no readings.
function NoReadingsMessage() {
  const { left, top, width, height } = useDrawingArea();
  const series = useLineSeries('indoor');
  const theme = useTheme();
  if (series?.data.some((value) => value != null)) return null;
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="middle"
      fontSize={14}
      fill={theme.palette.text.secondary}
    >
      Sensor offline: no readings for this day
    </text>
  );
}

// The size and position of the drawing area, in its bottom right corner: resize the window to see it change.
function SizeReadout() {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  return (
    <text
      x={left + width - 8}
      y={top + height - 8}
      textAnchor="end"
      fontSize={11}
      fill={theme.palette.text.secondary}
    >
      {`${Math.round(width)} × ${Math.round(height)} px, from (${left}, ${top})`}
    </text>
  );
}

const hours = Array.from({ length: 24 }, (_, hour) => hour);
// Indoor temperature of a generated office over one day: cool at night, warm after lunch.
const readings = hours.map((hour) => Math.round((19 + 5 * Math.sin(((hour - 9) * Math.PI) / 12)) * 10) / 10);

export default function OfflineMessage() {
  const [offline, setOffline] = React.useState(false);
  return (
    <div>
      <FormControlLabel
        control={<Switch checked={offline} onChange={(event) => setOffline(event.target.checked)} />}
        label="Sensor offline"
      />
      <LineChart
        height={300}
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[{ min: 12, max: 28 }]}
        series={[
          {
            id: 'indoor',
            label: 'Indoor temperature (°C)',
            data: offline ? hours.map(() => null) : readings,
            showMark: false,
          },
        ]}
        hideLegend
      >
        <NoReadingsMessage />
        <SizeReadout />
      </LineChart>
    </div>
  );
}
