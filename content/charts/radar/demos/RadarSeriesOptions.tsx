import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';

// A job candidate against the role's requirements: the requirement is a filled area without marks,
// the candidate an outline with a mark at each score.
export default function RadarSeriesOptions() {
  return (
    <RadarChart
      height={320}
      radar={{
        max: 5,
        metrics: ['React', 'TypeScript', 'Testing', 'Accessibility', 'Design systems', 'Mentoring'],
      }}
      series={[
        {
          label: 'Role requirement',
          data: [4, 4, 3, 3, 3, 2],
          fillArea: true,
          hideMark: true,
          color: '#b0bec5',
        },
        { label: 'Candidate', data: [5, 4, 2, 4, 3, 3], color: '#6a1b9a' },
      ]}
    />
  );
}
