import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function KeyboardNavigation() {
  return (
    <BarChart
      height={300}
      // Makes the SVG focusable: Tab into it, then use the arrow keys.
      enableKeyboardNavigation
      // Rendered as <title> and <desc> inside the SVG for assistive technology.
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
