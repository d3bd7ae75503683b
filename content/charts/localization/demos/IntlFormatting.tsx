import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';

const locales = ['en-US', 'de-DE', 'fr-FR', 'zh-CN', 'ar-EG'];
const months = Array.from({ length: 12 }, (_, index) => new Date(2025, index, 1));
// Monthly revenue in euros, formatted with Intl for the chosen locale (dates, numbers, currency).
const revenue = months.map((_, index) => 182000 + index * 9500 + (index % 3) * 12000);

export default function IntlFormatting() {
  const [locale, setLocale] = React.useState('de-DE');
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(locale, { notation: 'compact' });
  return (
    <Stack spacing={2}>
      <TextField select size="small" label="Locale" value={locale} onChange={(event) => setLocale(event.target.value)} sx={{ width: 160 }}>
        {locales.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <LineChart
        height={300}
        xAxis={[{ data: months, scaleType: 'point', valueFormatter: (date: Date) => date.toLocaleDateString(locale, { month: 'short' }) }]}
        yAxis={[{ valueFormatter: (value: number) => compact.format(value), width: 60 }]}
        series={[{ label: 'Revenue', data: revenue, valueFormatter: (value) => (value === null ? '' : money.format(value)) }]}
      />
    </Stack>
  );
}
