import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateValidationError, DateView } from '@mui/x-date-pickers/models';

type Variant = 'responsive' | 'desktop' | 'mobile' | 'static';

const viewSets: Record<string, DateView[]> = {
  'year, month, day': ['year', 'month', 'day'],
  'year, day': ['year', 'day'],
  'year, month': ['year', 'month'],
  day: ['day'],
};

const booleanProps = [
  'disablePast',
  'disableFuture',
  'displayWeekNumber',
  'showDaysOutsideCurrentMonth',
  'closeOnSelect',
  'disabled',
  'readOnly',
] as const;

type BooleanProp = (typeof booleanProps)[number];

const components = {
  responsive: DatePicker,
  desktop: DesktopDatePicker,
  mobile: MobileDatePicker,
  static: StaticDatePicker,
};

export default function PickerPlayground() {
  const [variant, setVariant] = React.useState<Variant>('responsive');
  const [views, setViews] = React.useState('year, month, day');
  const [flags, setFlags] = React.useState<Record<BooleanProp, boolean>>({
    disablePast: false,
    disableFuture: false,
    displayWeekNumber: false,
    showDaysOutsideCurrentMonth: false,
    closeOnSelect: false,
    disabled: false,
    readOnly: false,
  });
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  const [error, setError] = React.useState<DateValidationError>(null);

  const Picker = components[variant];
  const props = Object.fromEntries(booleanProps.filter((name) => flags[name]).map((name) => [name, true]));

  const code = `<${Picker === DatePicker ? 'DatePicker' : `${variant[0].toUpperCase()}${variant.slice(1)}DatePicker`}\n  views={${JSON.stringify(viewSets[views])}}${Object.keys(
    props,
  )
    .map((name) => `\n  ${name}`)
    .join('')}\n/>`;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Paper variant="outlined" sx={{ p: 2, width: { md: 280 }, flexShrink: 0 }}>
          <Stack spacing={2}>
            <TextField
              select
              size="small"
              label="Component"
              value={variant}
              onChange={(e) => setVariant(e.target.value as Variant)}
            >
              <MenuItem value="responsive">DatePicker</MenuItem>
              <MenuItem value="desktop">DesktopDatePicker</MenuItem>
              <MenuItem value="mobile">MobileDatePicker</MenuItem>
              <MenuItem value="static">StaticDatePicker</MenuItem>
            </TextField>
            <TextField
              select
              size="small"
              label="views"
              value={views}
              onChange={(e) => setViews(e.target.value)}
            >
              {Object.keys(viewSets).map((key) => (
                <MenuItem key={key} value={key}>
                  {key}
                </MenuItem>
              ))}
            </TextField>
            <Box>
              {booleanProps.map((name) => (
                <FormControlLabel
                  key={name}
                  sx={{ display: 'flex' }}
                  control={
                    <Switch
                      size="small"
                      checked={flags[name]}
                      onChange={(e) => setFlags({ ...flags, [name]: e.target.checked })}
                    />
                  }
                  label={
                    <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                      {name}
                    </Typography>
                  }
                />
              ))}
            </Box>
          </Stack>
        </Paper>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Picker
            // Remount when the component or its views change, so the view state starts fresh.
            key={`${variant}-${views}`}
            {...(variant === 'static' ? {} : { label: 'Appointment' })}
            value={value}
            onChange={setValue}
            onError={setError}
            views={viewSets[views]}
            {...props}
          />
          <Typography variant="body2">
            Value: {value?.isValid() ? value.format('YYYY-MM-DD') : 'none'} · error: {error ?? 'none'}
          </Typography>
          <Box
            component="pre"
            sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
          >
            {code}
          </Box>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
