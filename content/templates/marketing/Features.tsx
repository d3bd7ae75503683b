'use client';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import AccountTreeRounded from '@mui/icons-material/AccountTreeRounded';
import NotificationsActiveRounded from '@mui/icons-material/NotificationsActiveRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import BoltRounded from '@mui/icons-material/BoltRounded';

const FEATURES = [
  {
    icon: <CalendarMonthRounded />,
    title: 'Release calendar',
    text: 'Every planned release on one timeline, with the work each one carries.',
  },
  {
    icon: <AccountTreeRounded />,
    title: 'Dependency map',
    text: 'See which tickets block a release before the day it was due.',
  },
  {
    icon: <NotificationsActiveRounded />,
    title: 'Quiet alerts',
    text: 'One digest when a date slips, not a message for every comment.',
  },
  {
    icon: <InsightsRounded />,
    title: 'Delivery insights',
    text: 'Lead time and on-time rate per team, without a spreadsheet.',
  },
  {
    icon: <LockRounded />,
    title: 'Access you control',
    text: 'Single sign-on, roles per project and a full audit log.',
  },
  {
    icon: <BoltRounded />,
    title: 'Fast everywhere',
    text: 'Keyboard first, works offline, syncs in the background.',
  },
];

/** Six features in a responsive grid. */
export default function Features() {
  return (
    <Container id="features" component="section" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography variant="overline" color="primary" component="p" sx={{ textAlign: 'center' }}>
        Features
      </Typography>
      <Typography variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
        Everything a release needs
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', mb: 5 }}>
        Plug in your issue tracker; Lumen keeps the plan current as work moves.
      </Typography>
      <Grid container spacing={3}>
        {FEATURES.map((feature) => (
          <Grid key={feature.title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card sx={{ p: 3, height: '100%' }}>
              <Box
                sx={{
                  display: 'inline-flex',
                  p: 1,
                  borderRadius: 2,
                  color: 'primary.main',
                  bgcolor: 'rgba(var(--tpl-palette-primary-mainChannel) / 0.12)',
                }}
              >
                {feature.icon}
              </Box>
              <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
                {feature.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {feature.text}
              </Typography>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}
