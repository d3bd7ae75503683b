import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import { useDrawingArea, useItemHighlightState, usePieSeries } from '@mui/x-charts/hooks';

const energy = [
  { id: 'heating', label: 'Heating', value: 62 },
  { id: 'water', label: 'Hot water', value: 17 },
  { id: 'appliances', label: 'Appliances', value: 14 },
  { id: 'lighting', label: 'Lighting', value: 7 },
];

// Shows the share of one item in the centre while it is highlighted, using useItemHighlightState.
function CentreValue({ dataIndex }: { dataIndex: number }) {
  // Returns 'highlighted', 'faded' or 'none' for the item.
  const isHighlighted = useItemHighlightState({ type: 'pie', seriesId: 'home', dataIndex }) === 'highlighted';
  const series = usePieSeries('home');
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  if (!isHighlighted || !series) return null;
  const item = series.data[dataIndex];
  return (
    <text
      x={left + width / 2}
      y={top + height / 2}
      textAnchor="middle"
      dominantBaseline="central"
      fontSize={18}
      fill={theme.palette.text.primary}
    >
      {`${item.label}: ${item.value} %`}
    </text>
  );
}

// Household energy use by purpose (%).
export default function HighlightedItemHook() {
  return (
    <PieChart
      height={300}
      series={[
        { id: 'home', data: energy, innerRadius: 80, highlightScope: { highlight: 'item', fade: 'global' } },
      ]}
    >
      {energy.map((item, index) => (
        <CentreValue key={item.id} dataIndex={index} />
      ))}
    </PieChart>
  );
}
