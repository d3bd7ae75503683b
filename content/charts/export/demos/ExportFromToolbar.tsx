import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025];
// Electric car registrations (thousands); the toolbar's export menu offers print, PNG and JPEG.
export default function ExportFromToolbar() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      xAxis={[{ data: years, scaleType: 'point' }]}
      series={[{ label: 'Registrations (k)', data: [45, 62, 110, 190, 280, 340, 410, 520] }]}
      slotProps={{
        toolbar: {
          printOptions: { fileName: 'ev-registrations' },
          imageExportOptions: [
            { type: 'image/png', fileName: 'ev-registrations' },
            { type: 'image/jpeg', quality: 0.9, fileName: 'ev-registrations' },
          ],
        },
      }}
    />
  );
}
