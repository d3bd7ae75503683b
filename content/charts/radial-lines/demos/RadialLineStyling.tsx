import * as React from 'react';
import Box from '@mui/material/Box';
import { RadialLineChart } from '@mui/x-charts-premium/RadialLineChart';
import { chartsRadialGridClasses } from '@mui/x-charts/ChartsRadialGrid';

// 9.14.0 does not export `radialLineClasses`: these are the class names the chart applies.
const radialLineClasses = {
  line: 'MuiRadialLineChart-line',
  area: 'MuiRadialLineChart-area',
  highlight: 'MuiRadialLineChart-highlight',
};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Energy from a rooftop solar installation, in kWh per month.
const measured = [95, 140, 260, 380, 470, 510, 530, 450, 320, 200, 110, 80];
const forecast = [100, 150, 250, 360, 480, 530, 540, 470, 330, 210, 120, 85];

export default function RadialLineStyling() {
  return (
    // The radial charts take no `sx`: style them from a parent with class selectors.
    <Box
      sx={(theme) => ({
        width: '100%',
        // Lines are drawn with the SVG default width of 1px.
        [`& .${radialLineClasses.line}`]: { strokeWidth: 2.5, strokeLinejoin: 'round' },
        // Each line and area has a `data-series` attribute with its series id.
        [`& .${radialLineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '6 4' },
        // Areas are filled with the full series colour unless you lower it.
        [`& .${radialLineClasses.area}`]: { fillOpacity: 0.18 },
        [`& .${radialLineClasses.highlight}`]: {
          stroke: (theme.vars ?? theme).palette.background.paper,
          strokeWidth: 2,
        },
        [`& .${chartsRadialGridClasses.rotationLine}`]: { strokeDasharray: '2 3' },
      })}
    >
      <RadialLineChart
        height={340}
        rotationAxis={[{ scaleType: 'point', data: months }]}
        radiusAxis={[{ min: 0, position: 'none' }]}
        series={[
          {
            id: 'measured',
            data: measured,
            label: 'Measured',
            area: true,
            closePath: true,
            color: '#f9a825',
          },
          { id: 'forecast', data: forecast, label: 'Forecast', closePath: true, color: '#6d4c41' },
        ]}
        grid={{ radius: true, rotation: true }}
        slotProps={{ radialLineHighlight: { r: 6 } }}
      />
    </Box>
  );
}
