import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

interface Site {
  id: number;
  host: string;
  latency: number[];
}

const hosts = ['eu-west.example.com', 'us-east.example.com', 'ap-south.example.com', 'sa-east.example.com'];

const rows: Site[] = hosts.map((host, index) => ({
  id: index + 1,
  host,
  latency: Array.from({ length: 24 }, (_, hour) =>
    Math.round(40 + index * 25 + Math.sin((hour + index * 3) / 3) * (15 + index * 4)),
  ),
}));

function Sparkline({ value }: GridRenderCellParams<Site, number[]>) {
  const points = value ?? [];
  const max = Math.max(...points);
  const min = Math.min(...points);
  const width = 160;
  const height = 32;
  const path = points
    .map((point, index) => {
      const x = (index / (points.length - 1)) * width;
      const y = height - ((point - min) / (max - min || 1)) * height;
      return `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <svg width={width} height={height} role="img" aria-label={`Latency from ${min} to ${max} ms`}>
        <path d={path} fill="none" stroke="currentColor" strokeWidth={1.5} />
      </svg>
    </Box>
  );
}

const columns: GridColDef<Site>[] = [
  { field: 'host', headerName: 'Host', flex: 1, minWidth: 180 },
  {
    field: 'latency',
    headerName: 'Last 24 h',
    width: 190,
    sortable: false,
    filterable: false,
    renderCell: Sparkline,
  },
  {
    field: 'current',
    headerName: 'Now (ms)',
    type: 'number',
    width: 110,
    // A derived value, so users can sort by it even though the sparkline column cannot be sorted.
    valueGetter: (_value, row) => row.latency[row.latency.length - 1],
  },
];

export default function SparklineCell() {
  return (
    <Box sx={{ height: 300, width: '100%', color: 'primary.main' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
