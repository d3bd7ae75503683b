import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// One row per city, as it would come from an API or a CSV file: average monthly rent (€).
const rents = [
  { city: 'Berlin', studio: 780, twoRooms: 1150, family: 1690 },
  { city: 'Madrid', studio: 820, twoRooms: 1240, family: 1820 },
  { city: 'Paris', studio: 950, twoRooms: 1620, family: 2400 },
  { city: 'Warsaw', studio: 560, twoRooms: 830, family: 1210 },
];

export default function DatasetBars() {
  return (
    <BarChart
      height={320}
      dataset={rents}
      xAxis={[{ scaleType: 'band', dataKey: 'city' }]}
      series={[
        { dataKey: 'studio', label: 'Studio' },
        { dataKey: 'twoRooms', label: 'Two rooms' },
        { dataKey: 'family', label: 'Family flat' },
      ]}
    />
  );
}
