'use client';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import { price, type Plan } from './plans';

/** One plan: name, price for the chosen billing period, features and its call to action. */
export default function PlanCard({ plan, yearly }: { plan: Plan; yearly: boolean }) {
  const amount = price(plan, yearly);
  return (
    <Card
      component="article"
      aria-labelledby={`plan-${plan.id}`}
      sx={{
        p: 3,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: plan.highlighted ? 'primary.main' : 'divider',
        borderWidth: plan.highlighted ? 2 : 1,
        boxShadow: plan.highlighted ? '0 16px 40px -16px rgba(61, 90, 254, 0.45)' : 'none',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={`plan-${plan.id}`} variant="h5" component="h2">
          {plan.name}
        </Typography>
        {plan.highlighted && <Chip label="Most popular" color="primary" size="small" />}
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 0.5, minHeight: 48 }}>
        {plan.tagline}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'baseline', my: 2 }}>
        <Typography variant="h3" component="p" data-testid={`price-${plan.id}`}>
          ${amount % 1 ? amount.toFixed(2) : amount}
        </Typography>
        <Typography color="text.secondary">per member / month</Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ minHeight: 20 }}>
        {plan.monthly === 0
          ? 'Free forever'
          : yearly
            ? `Billed yearly ($${(amount * 12).toFixed(0)} per member)`
            : 'Billed monthly'}
      </Typography>
      <Button
        variant={plan.highlighted ? 'contained' : 'outlined'}
        size="large"
        sx={{ my: 2 }}
        href="/templates/sign-up"
      >
        {plan.cta}
      </Button>
      <List dense disablePadding>
        {plan.features.map((feature) => (
          <ListItem key={feature} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckRounded color="primary" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={feature} />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}
