import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// Dishes of a canteen: price (€), energy (kcal) and orders last week.
const dishes = [
  { id: 'Lasagne', x: 7.9, y: 720, sizeValue: 410 },
  { id: 'Salad', x: 6.5, y: 380, sizeValue: 260 },
  { id: 'Curry', x: 8.6, y: 560, sizeValue: 330 },
  { id: 'Soup', x: 4.2, y: 290, sizeValue: 180 },
  { id: 'Burger', x: 9.5, y: 880, sizeValue: 520 },
  { id: 'Wrap', x: 5.9, y: 540, sizeValue: 140 },
  { id: 'Risotto', x: 9.6, y: 420, sizeValue: 95 },
  { id: 'Quiche', x: 4.8, y: 420, sizeValue: 70 },
].sort((a, b) => b.sizeValue - a.sizeValue);

// The marker slot gets each bubble's position, its mapped size (radius) and colour.
function LabelledBubble(props: ScatterMarkerProps) {
  const { x, y, size, color, dataIndex, isHighlighted, isFaded, seriesId, ...other } = props;
  const theme = useTheme();
  const radius = isHighlighted ? size + 2 : size;
  return (
    <g transform={`translate(${x}, ${y})`} opacity={isFaded ? 0.35 : 1}>
      <circle
        r={radius}
        fill={color}
        fillOpacity={0.35}
        stroke={color}
        strokeWidth={isHighlighted ? 3 : 1.5}
        {...other}
      />
      {/* Only bubbles wide enough for their text get a label. */}
      {size >= 20 && (
        <text
          textAnchor="middle"
          dominantBaseline="central"
          fontSize={11}
          pointerEvents="none"
          fill={(theme.vars || theme).palette.text.primary}
        >
          {dishes[dataIndex].id}
        </text>
      )}
    </g>
  );
}

export default function LabelledBubbles() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{ label: 'Price (€)', min: 3, max: 11 }]}
      yAxis={[{ label: 'Energy (kcal)', min: 150, max: 1000, width: 60 }]}
      zAxis={[{ id: 'orders', sizeMap: { type: 'continuous', min: 0, max: 550, size: [4, 32] } }]}
      series={[
        {
          id: 'dishes',
          label: 'Dishes',
          data: dishes,
          sizeAxisId: 'orders',
          color: '#6a1b9a',
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (dish) => dish && `${dish.id}: ${dish.sizeValue} orders, ${dish.y} kcal`,
        },
      ]}
      slots={{ marker: LabelledBubble }}
      hitAreaRadius="item"
      hideLegend
    />
  );
}
