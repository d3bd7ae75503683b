'use client';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CART, cartTotals, money } from './cart';

/** The cart and totals, beside the form on wide screens and above it on phones. */
export default function OrderSummary() {
  const totals = cartTotals();
  const row = (label: string, value: string, strong = false) => (
    <Stack direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }}>{value}</Typography>
    </Stack>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="summary-title" sx={{ p: 3 }}>
      <Typography id="summary-title" variant="h6" component="h2">
        Order summary
      </Typography>
      <List disablePadding>
        {CART.map((item) => (
          <ListItem key={item.id} disableGutters sx={{ py: 1 }}>
            <ListItemText primary={item.name} secondary={item.detail} />
            <Typography sx={{ fontWeight: 500 }}>{money(item.price)}</Typography>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1.5 }} />
      {row('Subtotal', money(totals.subtotal))}
      {row('Shipping', totals.shipping ? money(totals.shipping) : 'Free')}
      {row('Tax', money(totals.tax))}
      <Divider sx={{ my: 1.5 }} />
      {row('Total', money(totals.total), true)}
    </Paper>
  );
}
