import * as React from 'react';
import useId from '@mui/utils/useId';
import { ChartsRadialDataProviderPremium } from '@mui/x-charts-premium/ChartsRadialDataProviderPremium';
import { ChartsWrapper } from '@mui/x-charts-premium/ChartsWrapper';
import { ChartsLegend } from '@mui/x-charts-premium/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts-premium/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts-premium/ChartsTooltip';
import { ChartsClipPath } from '@mui/x-charts-premium/ChartsClipPath';
import { ChartsRadialGrid } from '@mui/x-charts-premium/ChartsRadialGrid';
import { ChartsRotationAxis } from '@mui/x-charts-premium/ChartsRotationAxis';
import { ChartsRadiusAxis } from '@mui/x-charts-premium/ChartsRadiusAxis';
import { ChartsRadialAxisHighlight } from '@mui/x-charts-premium/ChartsRadialAxisHighlight';
import {
  RadialAreaPlot,
  RadialLinePlot,
  RadialMarkPlot,
  RadialLineHighlightPlot,
} from '@mui/x-charts-premium/RadialLineChart';

const hours = Array.from({ length: 12 }, (_, index) => index * 2);
// Cars per minute at a junction, every two hours, on weekdays and at weekends.
const weekday = [2, 1, 4, 22, 14, 12, 15, 13, 24, 16, 8, 4];
const weekend = [4, 2, 1, 4, 9, 14, 16, 15, 12, 11, 9, 6];

export default function RadialLineComposition() {
  const clipPathId = `${useId()}-clip`;
  return (
    <ChartsRadialDataProviderPremium
      height={340}
      // In a provider, every series states its type.
      series={[
        { type: 'radialLine', id: 'weekday', data: weekday, label: 'Weekdays', area: true, closePath: true },
        {
          type: 'radialLine',
          id: 'weekend',
          data: weekend,
          label: 'Weekends',
          showMark: true,
          closePath: true,
        },
      ]}
      rotationAxis={[{ scaleType: 'point', data: hours, valueFormatter: (hour: number) => `${hour}h` }]}
      radiusAxis={[{ min: 0, maxRadius: '95%' }]}
    >
      <ChartsWrapper>
        <ChartsLegend />
        {/* `MuiRadialLineChart-line` is the class of each line (the default width is 1px). */}
        <ChartsSurface sx={{ '& .MuiRadialLineChart-line': { strokeWidth: 2 } }}>
          <ChartsRadialGrid radius rotation />
          <g clipPath={`url(#${clipPathId})`}>
            {/* Lower the area fill so the grid stays visible. */}
            <g opacity={0.35}>
              <RadialAreaPlot />
            </g>
            <RadialLinePlot />
          </g>
          <ChartsRadialAxisHighlight rotation="line" />
          <ChartsRotationAxis />
          <ChartsRadiusAxis />
          <RadialMarkPlot />
          <RadialLineHighlightPlot />
          <ChartsClipPath id={clipPathId} />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsRadialDataProviderPremium>
  );
}
