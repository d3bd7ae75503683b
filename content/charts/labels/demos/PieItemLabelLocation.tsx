import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats in a regional parliament: party codes on the arcs, full names in the legend and tooltip.
const parties = [
  { code: 'SDP', name: 'Social Democratic Party', seats: 34 },
  { code: 'LIB', name: 'Liberal Alliance', seats: 22 },
  { code: 'GRN', name: 'Green League', seats: 17 },
  { code: 'CON', name: 'Conservative Union', seats: 29 },
  { code: 'IND', name: 'Independents', seats: 6 },
];

export default function PieItemLabelLocation() {
  return (
    <PieChart
      height={300}
      series={[
        {
          data: parties.map((party) => ({
            id: party.code,
            value: party.seats,
            label: (location: 'tooltip' | 'legend' | 'arc') => (location === 'arc' ? party.code : party.name),
          })),
          arcLabel: 'label',
          arcLabelMinAngle: 15,
          innerRadius: 40,
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
    />
  );
}
