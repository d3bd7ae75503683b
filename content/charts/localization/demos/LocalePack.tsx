import * as React from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { frFR } from '@mui/x-charts/locales';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const mois = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin'];
// A French locale pack added to the theme: toolbar labels (zoom, export) are translated.
export default function LocalePack() {
  const theme = useTheme();
  const frenchTheme = React.useMemo(() => createTheme(theme, frFR), [theme]);
  return (
    <ThemeProvider theme={frenchTheme}>
      <LineChartPro
        height={300}
        showToolbar
        xAxis={[{ scaleType: 'point', data: mois, zoom: true }]}
        yAxis={[{ valueFormatter: (value: number) => value.toLocaleString('fr-FR') }]}
        series={[
          {
            label: 'Visiteurs',
            data: [12400, 13900, 15100, 14800, 17250, 19900],
            valueFormatter: (value) => (value === null ? '' : value.toLocaleString('fr-FR')),
          },
        ]}
      />
    </ThemeProvider>
  );
}
