import * as React from 'react';
import Box from '@mui/material/Box';
import { RadialBarChart, radialBarClasses } from '@mui/x-charts-premium/RadialBarChart';
import { chartsRadialGridClasses } from '@mui/x-charts/ChartsRadialGrid';
import { chartsRadialAxisClasses } from '@mui/x-charts/ChartsRadiusAxis';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly sign-ups of a newsletter against the plan.
const plan = [300, 300, 320, 320, 340, 340, 300, 300, 360, 380, 400, 420];
const actual = [280, 310, 335, 300, 362, 351, 260, 275, 390, 402, 388, 455];

export default function RadialBarStyling() {
  return (
    // The radial charts take no `sx`: style them from a parent with class selectors.
    <Box
      sx={(theme) => ({
        width: '100%',
        // Every bar: a gap in the page colour between neighbours.
        [`& .${radialBarClasses.element}`]: {
          stroke: (theme.vars ?? theme).palette.background.paper,
          strokeWidth: 1,
        },
        // The plan series, found by its id: a dashed outline instead of a fill.
        [`& .${radialBarClasses.series}[data-series="plan"] .${radialBarClasses.element}`]: {
          fillOpacity: 0.15,
          stroke: (theme.vars ?? theme).palette.text.secondary,
          strokeDasharray: '3 2',
        },
        // Bars faded by the highlight get a lighter touch than the default opacity.
        [`& .${radialBarClasses.element}[data-faded]`]: { opacity: 0.5 },
        [`& .${chartsRadialGridClasses.radiusLine}`]: { strokeDasharray: '2 4' },
        [`& .${chartsRadialAxisClasses.rotation} .${chartsRadialAxisClasses.tickLabel}`]: {
          fontWeight: 600,
          fill: (theme.vars ?? theme).palette.primary.main,
        },
      })}
    >
      <RadialBarChart
        height={340}
        rotationAxis={[{ scaleType: 'band', data: months, barGapRatio: 0 }]}
        radiusAxis={[{ minRadius: 30, position: 'none' }]}
        series={[
          { id: 'plan', data: plan, label: 'Plan', color: '#90a4ae' },
          {
            id: 'actual',
            data: actual,
            label: 'Actual',
            color: '#00897b',
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        grid={{ radius: true }}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
    </Box>
  );
}
