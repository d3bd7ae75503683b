import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, GridColDef, GridFilterModel } from '@mui/x-data-grid';

interface Lead {
  id: number;
  company: string;
  stage: string;
  value: number;
  owner: string;
}

const stages = ['Prospect', 'Demo', 'Proposal', 'Won', 'Lost'];
const owners = ['Maya', 'Theo', 'Zara'];
const companies = ['Nimbus', 'Quartz', 'Fable', 'Kestrel', 'Mosaic', 'Halcyon', 'Vertex', 'Juniper', 'Lattice', 'Osprey', 'Tandem', 'Willow'];
const rows: Lead[] = companies.map((company, index) => ({
  id: index + 1,
  company,
  stage: stages[(index * 2) % stages.length],
  value: 5000 + ((index * 7919) % 45000),
  owner: owners[index % owners.length],
}));

const columns: GridColDef<Lead>[] = [
  { field: 'company', headerName: 'Company', flex: 1 },
  { field: 'stage', headerName: 'Stage', type: 'singleSelect', valueOptions: stages, width: 120 },
  { field: 'value', headerName: 'Value', type: 'number', width: 110 },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

interface Preset {
  name: string;
  model: GridFilterModel;
}

const builtInPresets: Preset[] = [
  { name: 'Big deals', model: { items: [{ field: 'value', operator: '>', value: 30000 }] } },
  { name: 'Won', model: { items: [{ field: 'stage', operator: 'is', value: 'Won' }] } },
];

export default function FilterPresets() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  const [presets, setPresets] = React.useState(builtInPresets);
  const [name, setName] = React.useState('');

  // In an application, store presets per user (server or localStorage).
  const savePreset = () => {
    setPresets((previous) => [...previous.filter((preset) => preset.name !== name), { name, model: filterModel }]);
    setName('');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label="No filter" onClick={() => setFilterModel({ items: [] })} variant="outlined" />
        {presets.map((preset) => (
          <Chip
            key={preset.name}
            label={preset.name}
            color="primary"
            variant="outlined"
            onClick={() => setFilterModel(preset.model)}
            onDelete={() => setPresets((previous) => previous.filter((item) => item !== preset))}
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label="Preset name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <Button variant="contained" size="small" disabled={!name || !filterModel.items.length} onClick={savePreset}>
          Save current filter
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid rows={rows} columns={columns} filterModel={filterModel} onFilterModelChange={setFilterModel} showToolbar />
      </Box>
    </Stack>
  );
}
