import * as React from 'react';
import { RadialLineChart } from '@mui/x-charts-premium/RadialLineChart';

const skills = ['Speed', 'Accuracy', 'Stamina', 'Teamwork', 'Tactics', 'Defence'];

// Scores out of 10 of three players; each line gets its own mark shape.
const players = [
  { label: 'Ana', data: [8, 6, 7, 9, 5, 6], shape: 'circle' as const },
  { label: 'Ben', data: [5, 9, 6, 6, 8, 7], shape: 'square' as const },
  { label: 'Chloé', data: [7, 7, 9, 5, 6, 9], shape: 'diamond' as const },
];

export default function RadialLineMarks() {
  return (
    <RadialLineChart
      height={360}
      rotationAxis={[{ scaleType: 'point', data: skills }]}
      radiusAxis={[{ min: 0, max: 10, position: 'none' }]}
      series={players.map((player) => ({
        ...player,
        showMark: true,
        closePath: true,
      }))}
      grid={{ radius: true, rotation: true }}
    />
  );
}
