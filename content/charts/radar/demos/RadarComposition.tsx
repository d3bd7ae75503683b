import * as React from 'react';
import {
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
  RadarAxis,
} from '@mui/x-charts/RadarChart';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

// Nutrient content per 100 g, as a share of the daily intake (%).
export default function RadarComposition() {
  return (
    <RadarDataProvider
      height={320}
      radar={{ max: 60, metrics: ['Protein', 'Fibre', 'Iron', 'Vitamin C', 'Calcium'] }}
      series={[
        { id: 'lentils', label: 'Lentils', data: [50, 42, 40, 5, 6] },
        { id: 'spinach', label: 'Spinach', data: [6, 9, 15, 47, 10], fillArea: true },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <RadarGrid divisions={3} />
          <RadarAxis metric="Protein" divisions={3} />
          <RadarMetricLabels />
          <RadarSeriesArea seriesId="spinach" fillOpacity={0.4} />
          <RadarSeriesArea seriesId="lentils" fill="none" strokeWidth={2} strokeDasharray="6 3" />
          <RadarSeriesMarks seriesId="lentils" />
        </ChartsSurface>
      </ChartsWrapper>
    </RadarDataProvider>
  );
}
