import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Rows as they might come from an API: one object per apartment.
const apartments = [
  { size: 34, rent: 820, district: 'Centre' },
  { size: 48, rent: 1050, district: 'Centre' },
  { size: 55, rent: 1180, district: 'Centre' },
  { size: 72, rent: 1490, district: 'Centre' },
  { size: 40, rent: 690, district: 'Suburbs' },
  { size: 61, rent: 880, district: 'Suburbs' },
  { size: 78, rent: 1040, district: 'Suburbs' },
  { size: 95, rent: 1230, district: 'Suburbs' },
  { size: 29, rent: 740, district: 'Centre' },
  { size: 86, rent: 1150, district: 'Suburbs' },
];

export default function ScatterDataset() {
  return (
    <ScatterChart
      height={320}
      dataset={apartments}
      xAxis={[{ label: 'Size (m²)' }]}
      yAxis={[{ label: 'Monthly rent (€)', width: 60 }]}
      // datasetKeys names the fields that hold each coordinate.
      series={[{ label: 'Apartments', datasetKeys: { x: 'size', y: 'rent' } }]}
      hideLegend
    />
  );
}
