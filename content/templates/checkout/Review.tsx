'use client';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { countryName } from './AddressForm';
import type { Address, Payment } from './validation';

/** Step 3: what will be ordered, where to, and with which card. */
export default function Review({ address, payment }: { address: Address; payment: Payment }) {
  const last4 = payment.cardNumber.replace(/\s/g, '').slice(-4);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Typography variant="overline" color="text.secondary" component="h3">
          Shipping to
        </Typography>
        <Typography>
          {address.firstName} {address.lastName}
        </Typography>
        <Typography color="text.secondary">{address.street}</Typography>
        <Typography color="text.secondary">
          {address.postalCode} {address.city}, {countryName(address.country)}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <Typography variant="overline" color="text.secondary" component="h3">
          Paying with
        </Typography>
        <Typography>Card ending in {last4}</Typography>
        <Typography color="text.secondary">
          {payment.cardName}, expires {payment.expiry}
        </Typography>
      </Grid>
    </Grid>
  );
}
