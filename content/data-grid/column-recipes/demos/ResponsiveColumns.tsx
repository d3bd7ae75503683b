import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  email: string;
  office: string;
  startDate: Date;
}

const names = ['Amara Okafor', 'Lucas Meyer', 'Sofia Rossi', 'Kenji Tanaka', 'Elena Petrova', 'Omar Haddad'];
const teams = ['Design', 'Platform', 'Sales', 'Support'];
const offices = ['Berlin', 'Lisbon', 'Toronto'];
const rows: Employee[] = names.map((name, index) => ({
  id: index + 1,
  name,
  team: teams[index % teams.length],
  email: `${name.split(' ')[0].toLowerCase()}@example.com`,
  office: offices[index % offices.length],
  startDate: new Date(2019 + (index % 5), (index * 5) % 12, 1 + index * 3),
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'email', headerName: 'Email', width: 200 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

// Columns that make way below each width, least important first.
function visibilityFor(width: number): GridColumnVisibilityModel {
  return {
    startDate: width >= 700,
    office: width >= 600,
    email: width >= 480,
  };
}

export default function ResponsiveColumns() {
  const [containerWidth, setContainerWidth] = React.useState(100);
  const containerRef = React.useRef<HTMLDivElement>(null);
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({});

  React.useEffect(() => {
    const element = containerRef.current;
    if (!element) {
      return undefined;
    }
    const observer = new ResizeObserver(([entry]) => {
      setVisibility(visibilityFor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="container-width-label" variant="body2">
        Container width: {containerWidth} %
      </Typography>
      <Slider
        aria-labelledby="container-width-label"
        value={containerWidth}
        min={40}
        max={100}
        step={5}
        onChange={(_event, value) => setContainerWidth(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <Box ref={containerRef} sx={{ height: 360, width: `${containerWidth}%` }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          hideFooter
        />
      </Box>
    </Box>
  );
}
