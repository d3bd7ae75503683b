import * as React from 'react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';
import { BarChart } from '@mui/x-charts/BarChart';

const theme = createTheme({
  components: {
    MuiBarChart: {
      defaultProps: { borderRadius: 8, grid: { horizontal: true } },
    },
    MuiChartsAxis: {
      styleOverrides: {
        root: {
          '& .MuiChartsAxis-line': { stroke: '#bdbdbd' },
          '& .MuiChartsAxis-tick': { stroke: '#bdbdbd' },
        },
      },
    },
    MuiChartsGrid: {
      styleOverrides: {
        line: { strokeDasharray: '3 3' },
      },
    },
  },
});

const sprints = ['S14', 'S15', 'S16', 'S17', 'S18', 'S19'];

export default function ThemeOverrides() {
  return (
    <ThemeProvider theme={theme}>
      {/* No styling props here: everything comes from the theme. */}
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: sprints }]}
        series={[
          { label: 'Planned points', data: [34, 36, 32, 40, 38, 36] },
          { label: 'Delivered points', data: [29, 35, 33, 31, 37, 36] },
        ]}
      />
    </ThemeProvider>
  );
}
