'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AppTheme from '../shared/AppTheme';
import FaqSection from '../shared/FaqSection';
import SiteFooter from '../shared/SiteFooter';
import SiteHeader from '../shared/SiteHeader';
import Features from './Features';
import Hero from './Hero';
import Testimonials from './Testimonials';

const FAQ = [
  {
    question: 'Which issue trackers does Lumen read?',
    answer: 'GitHub, GitLab, Jira and Linear. Tickets sync both ways every few seconds.',
  },
  {
    question: 'Do I have to change how my team works?',
    answer: 'No. Lumen reads the labels and milestones you already use and builds the plan from them.',
  },
  {
    question: 'Is there a free plan?',
    answer: 'Yes: up to five members and three projects, for as long as you like.',
  },
];

/** A landing page for Lumen, a fictional release planning tool. */
export default function Marketing() {
  return (
    <AppTheme>
      <SiteHeader
        brand="Lumen"
        links={[
          { label: 'Features', href: '#features' },
          { label: 'Customers', href: '#customers-title' },
          { label: 'Pricing', href: '/templates/pricing' },
          { label: 'FAQ', href: '#faq' },
        ]}
      />
      <main id="main-content">
        <Hero />
        <Features />
        <Testimonials />
        <FaqSection items={FAQ} />
        <Container component="section" sx={{ pb: { xs: 6, md: 10 } }}>
          <Box
            sx={{
              p: { xs: 4, md: 6 },
              borderRadius: 4,
              textAlign: 'center',
              color: 'primary.contrastText',
              background:
                'linear-gradient(135deg, var(--tpl-palette-primary-dark), var(--tpl-palette-secondary-main))',
            }}
          >
            <Typography variant="h2" sx={{ color: 'inherit' }}>
              Plan your next release in minutes
            </Typography>
            <Typography sx={{ mt: 1, opacity: 0.9 }}>
              Free for small teams. No card, no sales call.
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ justifyContent: 'center', mt: 3 }}
            >
              <Button
                variant="contained"
                color="inherit"
                href="/templates/sign-up"
                sx={{ color: 'primary.dark', bgcolor: '#fff' }}
              >
                Start free
              </Button>
              <Button variant="outlined" color="inherit" href="/templates/pricing">
                See pricing
              </Button>
            </Stack>
          </Box>
        </Container>
      </main>
      <SiteFooter brand="Lumen" />
    </AppTheme>
  );
}
