import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormGroup from '@mui/material/FormGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Checkbox from '@mui/material/Checkbox';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2021', '2022', '2023', '2024', '2025'];
const energy = [
  { id: 'solar', label: 'Solar', data: [12, 17, 23, 31, 38] },
  { id: 'wind', label: 'Wind', data: [28, 30, 33, 35, 37] },
  { id: 'hydro', label: 'Hydro', data: [19, 18, 20, 19, 18] },
];

export default function AnimatedSeriesChanges() {
  const [visible, setVisible] = React.useState<string[]>(['solar', 'wind', 'hydro']);

  const toggle = (id: string) =>
    setVisible((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );

  return (
    <Stack sx={{ width: '100%' }}>
      <FormGroup row>
        {energy.map((source) => (
          <FormControlLabel
            key={source.id}
            label={source.label}
            control={<Checkbox checked={visible.includes(source.id)} onChange={() => toggle(source.id)} />}
          />
        ))}
      </FormGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ label: 'TWh', min: 0, max: 40 }]}
        // Stable ids let the remaining bars slide to their new place.
        series={energy.filter((source) => visible.includes(source.id))}
      />
    </Stack>
  );
}
