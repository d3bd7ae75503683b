'use client';
import { useState } from 'react';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AppTheme from '../shared/AppTheme';
import FaqSection from '../shared/FaqSection';
import SiteFooter from '../shared/SiteFooter';
import SiteHeader from '../shared/SiteHeader';
import ComparisonTable from './ComparisonTable';
import PlanCard from './PlanCard';
import { PLANS } from './plans';

const FAQ = [
  {
    question: 'Can I change plans later?',
    answer: 'Yes. Upgrades apply at once and are prorated; downgrades apply at the next billing date.',
  },
  {
    question: 'What counts as a member?',
    answer: 'Anyone who can edit. Guests who only view and comment are free on every paid plan.',
  },
  {
    question: 'Do you offer discounts for non-profits?',
    answer:
      'Registered non-profits and schools get the Team plan at half price. Write to us with proof of status.',
  },
  {
    question: 'How does the trial work?',
    answer:
      'Fourteen days of Team with no card. At the end you pick a plan or stay on Free; nothing is deleted.',
  },
];

/** Plans with a billing period switch, a comparison table and answers to common questions. */
export default function Pricing() {
  const [yearly, setYearly] = useState(true);
  return (
    <AppTheme>
      <SiteHeader
        brand="Lumen"
        links={[
          { label: 'Plans', href: '#plans' },
          { label: 'Compare', href: '#compare-title' },
          { label: 'FAQ', href: '#faq' },
        ]}
      />
      <Container component="main" id="main-content" sx={{ pt: { xs: 6, md: 10 } }}>
        <Stack id="plans" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mb: 5 }}>
          <Typography variant="h1">Simple pricing, per member</Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 560, fontSize: '1.125rem' }}>
            Start free, upgrade when your team grows. Every plan includes unlimited viewers.
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', pt: 1 }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={yearly ? 'yearly' : 'monthly'}
              onChange={(_, value) => value && setYearly(value === 'yearly')}
              aria-label="Billing period"
            >
              <ToggleButton value="monthly" sx={{ px: 2 }}>
                Monthly
              </ToggleButton>
              <ToggleButton value="yearly" sx={{ px: 2 }}>
                Yearly
              </ToggleButton>
            </ToggleButtonGroup>
            <Chip label="Save 20%" color="success" size="small" variant="outlined" />
          </Stack>
        </Stack>
        <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
          {PLANS.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
              <PlanCard plan={plan} yearly={yearly} />
            </Grid>
          ))}
        </Grid>
      </Container>
      <ComparisonTable />
      <FaqSection items={FAQ} />
      <SiteFooter brand="Lumen" />
    </AppTheme>
  );
}
