import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

// Sixteen stores of a retail chain, one row each, as they might come from an API.
const stores = Array.from({ length: 16 }, (_, index) => {
  const floorArea = 400 + ((index * 173) % 1500);
  return {
    store: `Store ${String(index + 1).padStart(2, '0')}`,
    floorArea,
    salesPerSqm: Math.round(5200 - floorArea * 1.1 + ((index * 811) % 1400)),
    staff: Math.round(floorArea / 60 + ((index * 7) % 9)),
    satisfaction: Math.round((3.1 + ((index * 7) % 19) / 10) * 10) / 10,
  };
});

const ratingBands = ['Below 3.5', '3.5 to 4.2', 'Above 4.2'];

export default function BubbleColorAndSize() {
  return (
    <ScatterChart
      height={380}
      dataset={stores}
      xAxis={[{ label: 'Floor area (m²)', min: 200, max: 2100 }]}
      yAxis={[{ label: 'Yearly sales per m² (€)', width: 65 }]}
      zAxis={[
        // One z-axis per visual channel: size for staff, colour for satisfaction.
        { id: 'staff', sizeMap: { type: 'continuous', min: 0, max: 40, size: [2, 18] } },
        {
          id: 'satisfaction',
          colorMap: { type: 'piecewise', thresholds: [3.5, 4.2], colors: ['#e57373', '#ffb74d', '#66bb6a'] },
        },
      ]}
      series={[
        {
          label: 'Stores',
          // Field names of each row: position, size value, colour value and id.
          datasetKeys: {
            x: 'floorArea',
            y: 'salesPerSqm',
            sizeValue: 'staff',
            colorValue: 'satisfaction',
            id: 'store',
          },
          sizeAxisId: 'staff',
          colorAxisId: 'satisfaction',
          valueFormatter: (point) =>
            point && `${point.id}: ${point.sizeValue} staff, rated ${point.colorValue} / 5`,
        },
      ]}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'z',
          axisId: 'satisfaction',
          labelPosition: 'inline-end',
          labelFormatter: ({ index }) => ratingBands[index],
        },
      }}
    />
  );
}
