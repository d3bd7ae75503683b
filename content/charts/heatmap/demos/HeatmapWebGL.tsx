import { HeatmapPremium } from '@mui/x-charts-premium/HeatmapPremium';
import type { HeatmapValueType } from '@mui/x-charts-premium/models';

const year = 2025;
const days = Array.from({ length: 365 }, (_, day) => new Date(year, 0, day + 1));
const hours = Array.from({ length: 24 }, (_, hour) => hour);

// Orders per hour for a year of a web shop: busy evenings, quiet nights, more at weekends and in December.
const orders: HeatmapValueType[] = days.flatMap((date, x) =>
  hours.map((hour): HeatmapValueType => {
    const evening = Math.exp(-((hour - 20) ** 2) / 18);
    const lunch = 0.5 * Math.exp(-((hour - 12.5) ** 2) / 4);
    const weekend = date.getDay() === 0 || date.getDay() === 6 ? 1.3 : 1;
    const season = date.getMonth() === 11 ? 1.8 : 1 + 0.15 * Math.sin((x / 365) * 2 * Math.PI);
    const noise = ((x * 37 + hour * 11) % 13) / 13;
    return [x, hour, Math.round((4 + 60 * (evening + lunch)) * weekend * season + 6 * noise)];
  }),
);
const busiest = Math.max(...orders.map(([, , value]) => value));

export default function HeatmapWebGL() {
  return (
    <HeatmapPremium
      renderer="webgl"
      height={420}
      xAxis={[
        {
          data: days,
          valueFormatter: (date: Date) =>
            date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' }),
        },
      ]}
      yAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00`, width: 48 }]}
      zAxis={[{ min: 0, max: busiest, colorMap: { type: 'continuous', color: ['#fff3e0', '#bf360c'] } }]}
      series={[{ data: orders, label: 'Orders' }]}
      hideLegend
    />
  );
}
