import * as React from 'react';
import Tooltip from '@mui/material/Tooltip';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import ImageIcon from '@mui/icons-material/Image';
import PrintIcon from '@mui/icons-material/Print';
import { Toolbar, ToolbarButton } from '@mui/x-charts/Toolbar';
import {
  ChartsToolbarZoomInTrigger,
  ChartsToolbarZoomOutTrigger,
  ChartsToolbarImageExportTrigger,
  ChartsToolbarPrintExportTrigger,
} from '@mui/x-charts-pro/ChartsToolbarPro';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// A toolbar built from triggers: each renders a ToolbarButton with an icon and a tooltip.
function CompactToolbar() {
  return (
    <Toolbar>
      <Tooltip title="Zoom in">
        <ChartsToolbarZoomInTrigger render={<ToolbarButton aria-label="Zoom in" />}>
          <ZoomInIcon fontSize="small" />
        </ChartsToolbarZoomInTrigger>
      </Tooltip>
      <Tooltip title="Zoom out">
        <ChartsToolbarZoomOutTrigger render={<ToolbarButton aria-label="Zoom out" />}>
          <ZoomOutIcon fontSize="small" />
        </ChartsToolbarZoomOutTrigger>
      </Tooltip>
      <Tooltip title="Download PNG">
        <ChartsToolbarImageExportTrigger
          options={{ type: 'image/png', fileName: 'temperatures' }}
          render={<ToolbarButton aria-label="Download PNG" />}
        >
          <ImageIcon fontSize="small" />
        </ChartsToolbarImageExportTrigger>
      </Tooltip>
      <Tooltip title="Print">
        <ChartsToolbarPrintExportTrigger render={<ToolbarButton aria-label="Print" />}>
          <PrintIcon fontSize="small" />
        </ChartsToolbarPrintExportTrigger>
      </Tooltip>
    </Toolbar>
  );
}

const days = Array.from({ length: 90 }, (_, day) => day + 1);
// Daily mean temperature (°C) over a season.
const temperature = days.map((day) => Math.round((8 + 12 * Math.sin((day / 90) * Math.PI) + ((day * 7) % 5) - 2) * 10) / 10);

export default function CustomProToolbar() {
  return (
    <LineChartPro
      height={320}
      showToolbar
      slots={{ toolbar: CompactToolbar }}
      xAxis={[{ data: days, zoom: true, label: 'Day' }]}
      series={[{ label: 'Temperature (°C)', data: temperature, showMark: false }]}
      hideLegend
    />
  );
}
