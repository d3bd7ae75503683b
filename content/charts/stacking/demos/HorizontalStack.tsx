import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const questions = ['Easy to use', 'Fast', 'Good value', 'Would recommend'];
// Survey answers (% of 400 respondents) as a horizontal 100 % stack.
const answers = [
  { label: 'Disagree', data: [8, 15, 22, 12], color: '#e57373' },
  { label: 'Neutral', data: [17, 30, 33, 20], color: '#bdbdbd' },
  { label: 'Agree', data: [75, 55, 45, 68], color: '#64b5f6' },
];

export default function HorizontalStack() {
  return (
    <BarChart
      height={280}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: questions, width: 120 }]}
      xAxis={[{ max: 100, valueFormatter: (value: number) => `${value} %` }]}
      series={answers.map((answer) => ({
        ...answer,
        stack: 'survey',
        valueFormatter: (value: number | null) => `${value} %`,
      }))}
    />
  );
}
