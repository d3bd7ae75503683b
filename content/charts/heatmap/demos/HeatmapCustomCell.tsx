import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapCellProps } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

// A dot whose area follows the value, in place of the filled rectangle.
function DotCell({ x, y, width, height, ownerState, ...other }: HeatmapCellProps) {
  const share = Math.min(1, Math.max(0, ownerState.value / 40));
  const radius = Math.max(2, (Math.min(width, height) / 2) * Math.sqrt(share));
  return (
    <circle
      {...(other as React.SVGProps<SVGCircleElement>)}
      cx={x + width / 2}
      cy={y + height / 2}
      r={Math.max(2, radius)}
      fill={ownerState.color}
    />
  );
}

const languages = ['TypeScript', 'Python', 'Go', 'Rust'];
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// Pull requests merged per language and weekday in an open-source organisation.
const merges: HeatmapValueType[] = weekdays.flatMap((_, x) =>
  languages.map((__, y): HeatmapValueType => [
    x,
    y,
    Math.max(1, Math.round((x < 5 ? 30 : 9) - y * 2 + ((x * 3 + y * 7) % 8))),
  ]),
);

export default function HeatmapCustomCell() {
  return (
    <Heatmap
      height={280}
      xAxis={[{ data: weekdays }]}
      yAxis={[{ data: languages, width: 80 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 40, color: ['#b39ddb', '#311b92'] } }]}
      series={[{ data: merges, label: 'Merged PRs' }]}
      slots={{ cell: DotCell }}
      hideLegend
    />
  );
}
