import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Paper from '@mui/material/Paper';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const lightTheme = createTheme({ palette: { mode: 'light' } });
const darkTheme = createTheme({ palette: { mode: 'dark' } });

// Deeper shades on light backgrounds, brighter ones on dark backgrounds.
const brandPalette = (mode: 'light' | 'dark') =>
  mode === 'dark' ? ['#80cbc4', '#ffcc80', '#ce93d8'] : ['#00796b', '#ef6c00', '#7b1fa2'];

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul'];

export default function DarkModePalette() {
  const [dark, setDark] = React.useState(true);

  return (
    <Stack sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={dark} onChange={(event) => setDark(event.target.checked)} />}
        label="Dark theme"
      />
      <ThemeProvider theme={dark ? darkTheme : lightTheme}>
        <Paper variant="outlined" sx={{ p: 1 }}>
          <LineChart
            height={280}
            colors={brandPalette}
            xAxis={[{ scaleType: 'point', data: months }]}
            series={[
              { label: 'Basic', data: [210, 230, 260, 255, 280, 300, 320] },
              { label: 'Plus', data: [120, 140, 150, 170, 190, 185, 210] },
              { label: 'Team', data: [40, 55, 70, 90, 95, 120, 140] },
            ]}
          />
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
