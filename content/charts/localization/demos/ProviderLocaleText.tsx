import * as React from 'react';
import Stack from '@mui/material/Stack';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';

// German has no pack in 9.14: the texts the charts show are enough.
const germanTexts = {
  loading: 'Daten werden geladen…',
  noData: 'Keine Daten vorhanden',
};

const months = ['Jan', 'Feb', 'Mär', 'Apr'];

export default function ProviderLocaleText() {
  return (
    <ChartsLocalizationProvider localeText={germanTexts}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
        <BarChart
          height={240}
          loading
          xAxis={[{ scaleType: 'band', data: months }]}
          series={[{ label: 'Umsatz', data: [] }]}
          hideLegend
        />
        <LineChart
          height={240}
          xAxis={[{ scaleType: 'point', data: months }]}
          series={[{ label: 'Retouren', data: [] }]}
          hideLegend
        />
      </Stack>
    </ChartsLocalizationProvider>
  );
}
