import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsText, type ChartsTextProps } from '@mui/x-charts/ChartsText';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly operating result of a small shop (k€): losses in winter, profit in the season.
const result = [-8, -5, 2, 9, 14, 21, 26, 24, 12, 4, -3, 6];

// Receives the props of the default label (position, text, style, class) and changes the colour.
function SignedTickLabel(props: ChartsTextProps) {
  // Default numeric labels write negatives with the minus sign U+2212, which Number() does not parse.
  const value = Number(props.text.replace('\u2212', '-'));
  if (Number.isNaN(value) || value >= 0) {
    return <ChartsText {...props} />;
  }
  return <ChartsText {...props} style={{ ...props.style, fill: '#c62828', fontWeight: 700 }} />;
}

export default function TickLabelSlot() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 40 }]}
      series={[{ label: 'Result (k€)', data: result, color: '#546e7a' }]}
      // The slot applies to the tick labels of every axis; month names are not numbers and stay as they are.
      slots={{ axisTickLabel: SignedTickLabel }}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
