'use client';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Address, Errors } from './validation';

const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'JP', name: 'Japan' },
];

export function countryName(code: string): string {
  return COUNTRIES.find((country) => country.code === code)?.name ?? code;
}

interface AddressFormProps {
  value: Address;
  errors: Errors<Address>;
  onChange: (field: keyof Address, value: string) => void;
}

/** Step 1: where to ship. */
export default function AddressForm({ value, errors, onChange }: AddressFormProps) {
  const field = (name: keyof Address, label: string, autoComplete: string) => ({
    id: `address-${name}`,
    name,
    label,
    autoComplete,
    fullWidth: true,
    required: true,
    value: value[name],
    error: Boolean(errors[name]),
    helperText: errors[name] || ' ',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
  });
  return (
    <Grid container columnSpacing={2} rowSpacing={0.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('firstName', 'First name', 'given-name')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('lastName', 'Last name', 'family-name')} />
      </Grid>
      <Grid size={12}>
        <TextField {...field('street', 'Street address', 'street-address')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('city', 'City', 'address-level2')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField {...field('postalCode', 'Postal code', 'postal-code')} />
      </Grid>
      <Grid size={12}>
        <TextField {...field('country', 'Country', 'country')} select>
          {COUNTRIES.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
