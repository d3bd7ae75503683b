import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function KeyboardNavigation() {
  return (
    <BarChart
      height={300}
      // Keyboard navigation is on by default: Tab into the chart, then use the arrow keys.
      // The accessible name and description of the chart.
      title="Deliveries per weekday"
      desc="Morning deliveries peak on Monday at 42; afternoon deliveries peak on Friday at 38."
      xAxis={[{ scaleType: 'band', data: weekdays, label: 'Weekday' }]}
      yAxis={[{ label: 'Deliveries' }]}
      series={[
        { label: 'Morning', data: [42, 35, 31, 29, 33] },
        { label: 'Afternoon', data: [24, 27, 30, 34, 38] },
      ]}
    />
  );
}
