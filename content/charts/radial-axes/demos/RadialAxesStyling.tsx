import * as React from 'react';
import { ChartsRadialDataProvider } from '@mui/x-charts/ChartsRadialDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsRadialGrid, chartsRadialGridClasses } from '@mui/x-charts/ChartsRadialGrid';
import { ChartsRotationAxis } from '@mui/x-charts/ChartsRotationAxis';
import { ChartsRadiusAxis, chartsRadialAxisClasses } from '@mui/x-charts/ChartsRadiusAxis';

const compass = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

export default function RadialAxesStyling() {
  return (
    <ChartsRadialDataProvider
      height={300}
      rotationAxis={[{ scaleType: 'point', data: compass, disableTicks: true }]}
      radiusAxis={[{ min: 0, max: 40, minRadius: 16, valueFormatter: (value: number) => `${value} kn` }]}
    >
      <ChartsSurface
        sx={(theme) => ({
          // Both axes share the classes; `.rotation` and `.radius` on their roots tell them apart.
          [`& .${chartsRadialAxisClasses.rotation} .${chartsRadialAxisClasses.tickLabel}`]: {
            fontWeight: 700,
            fill: (theme.vars ?? theme).palette.primary.main,
          },
          [`& .${chartsRadialAxisClasses.rotation} .${chartsRadialAxisClasses.line}`]: {
            stroke: (theme.vars ?? theme).palette.primary.main,
            strokeWidth: 2,
          },
          [`& .${chartsRadialAxisClasses.radius} .${chartsRadialAxisClasses.tickLabel}`]: {
            fontSize: 10,
            fill: (theme.vars ?? theme).palette.text.secondary,
          },
          [`& .${chartsRadialGridClasses.radiusLine}`]: { strokeDasharray: '4 4' },
          [`& .${chartsRadialGridClasses.rotationLine}`]: {
            stroke: (theme.vars ?? theme).palette.primary.light,
          },
        })}
      >
        <ChartsRadialGrid rotation radius />
        <ChartsRotationAxis />
        <ChartsRadiusAxis position={22.5} tickLabelPosition="center" disableLine disableTicks />
      </ChartsSurface>
    </ChartsRadialDataProvider>
  );
}
