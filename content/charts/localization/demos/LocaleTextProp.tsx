import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Overlay texts in Spanish through the localeText prop; toggle between loading and empty.
export default function LocaleTextProp() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="loading"
      />
      <BarChart
        height={260}
        loading={loading}
        localeText={{ loading: 'Cargando datos…', noData: 'No hay datos para este periodo' }}
        xAxis={[{ scaleType: 'band', data: ['Ene', 'Feb', 'Mar'] }]}
        series={[{ label: 'Ventas', data: [] }]}
      />
    </Stack>
  );
}
