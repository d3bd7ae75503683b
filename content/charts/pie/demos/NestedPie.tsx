import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// A library's loans by section (inner ring) and by genre (outer ring).
const sections = [
  { id: 'fiction', label: 'Fiction', value: 540, color: '#5e35b1' },
  { id: 'nonfiction', label: 'Non-fiction', value: 360, color: '#00897b' },
];
const genres = [
  { id: 'crime', label: 'Crime', value: 230, color: '#7e57c2' },
  { id: 'fantasy', label: 'Fantasy', value: 180, color: '#9575cd' },
  { id: 'romance', label: 'Romance', value: 130, color: '#b39ddb' },
  { id: 'history', label: 'History', value: 150, color: '#26a69a' },
  { id: 'science', label: 'Science', value: 120, color: '#4db6ac' },
  { id: 'travel', label: 'Travel', value: 90, color: '#80cbc4' },
];

export default function NestedPie() {
  return (
    <PieChart
      height={320}
      series={[
        { id: 'sections', data: sections, outerRadius: 80, arcLabel: 'label', arcLabelMinAngle: 30 },
        { id: 'genres', data: genres, innerRadius: 90, outerRadius: 130, paddingAngle: 1 },
      ]}
      hideLegend
    />
  );
}
