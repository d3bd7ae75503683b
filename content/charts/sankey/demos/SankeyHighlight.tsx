import * as React from 'react';
import { SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// Students' paths (headcount) from track to degree to first job sector.
export default function SankeyHighlight() {
  return (
    <SankeyChart
      height={360}
      series={{
        data: {
          links: [
            { source: 'Science track', target: 'Engineering', value: 140 },
            { source: 'Science track', target: 'Medicine', value: 60 },
            { source: 'Arts track', target: 'Law', value: 70 },
            { source: 'Arts track', target: 'Design', value: 90 },
            { source: 'Engineering', target: 'Industry', value: 100 },
            { source: 'Engineering', target: 'Research', value: 40 },
            { source: 'Medicine', target: 'Health care', value: 60 },
            { source: 'Law', target: 'Public sector', value: 45 },
            { source: 'Law', target: 'Industry', value: 25 },
            { source: 'Design', target: 'Industry', value: 90 },
          ],
        },
        nodeOptions: { highlight: 'links', fade: 'global' },
        linkOptions: { highlight: 'nodes', fade: 'global', color: 'target' },
      }}
    />
  );
}
