import * as React from 'react';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Online course: learners still active at each milestone. The legend lists the stages.
export default function FunnelLegend() {
  return (
    <FunnelChart
      height={320}
      series={[
        {
          label: 'Learners',
          data: [
            { label: 'Enrolled', value: 4200, labelMarkType: 'circle' },
            { label: 'Watched week 1', value: 2950, labelMarkType: 'circle' },
            { label: 'Submitted a quiz', value: 1610, labelMarkType: 'circle' },
            { label: 'Finished the project', value: 720, labelMarkType: 'circle' },
            { label: 'Certified', value: 540, labelMarkType: 'circle' },
          ],
        },
      ]}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
    />
  );
}
