import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import PercentIcon from '@mui/icons-material/Percent';
import NumbersIcon from '@mui/icons-material/Numbers';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import { BarChart } from '@mui/x-charts/BarChart';

// The toolbar is defined outside the demo; it reads and sets the mode through context.
const ModeContext = React.createContext<{ percent: boolean; toggle: () => void }>({
  percent: false,
  toggle: () => {},
});

function StackModeToolbar() {
  const { percent, toggle } = React.useContext(ModeContext);
  const label = percent ? 'Show absolute values' : 'Show shares (100%)';
  return (
    <Toolbar>
      <Tooltip title={label}>
        <ToolbarButton aria-label={label} onClick={toggle}>
          {percent ? <NumbersIcon fontSize="small" /> : <PercentIcon fontSize="small" />}
        </ToolbarButton>
      </Tooltip>
    </Toolbar>
  );
}

const years = ['2021', '2022', '2023', '2024', '2025'];
const devices = [
  { label: 'Desktop', data: [5400, 5100, 4800, 4600, 4300] },
  { label: 'Mobile', data: [3900, 4600, 5300, 6100, 6800] },
  { label: 'Tablet', data: [900, 850, 820, 760, 700] },
];

export default function ToolbarStackToggle() {
  const [percent, setPercent] = React.useState(false);
  const mode = React.useMemo(() => ({ percent, toggle: () => setPercent((p) => !p) }), [percent]);

  return (
    <ModeContext.Provider value={mode}>
      <BarChart
        height={320}
        showToolbar
        slots={{ toolbar: StackModeToolbar }}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ valueFormatter: (v: number) => (percent ? `${Math.round(v * 100)}%` : `${v}`) }]}
        series={devices.map((d) => ({
          ...d,
          stack: 'sessions',
          stackOffset: percent ? ('expand' as const) : ('none' as const),
        }))}
      />
    </ModeContext.Provider>
  );
}
