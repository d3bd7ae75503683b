'use client';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HubRounded from '@mui/icons-material/HubRounded';
import ColorModeToggle from './ColorModeToggle';

/** A centred card over a soft gradient: the frame of the sign-in and sign-up templates. */
export default function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      id="main-content"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        backgroundImage: `radial-gradient(ellipse at 50% 0%, ${theme.vars.palette.primary.main}22, transparent 60%)`,
      })}
    >
      {/* Above the card on phones, in the corner on wider screens. */}
      <Box
        sx={{
          position: { xs: 'static', sm: 'fixed' },
          top: 16,
          right: 16,
          alignSelf: 'flex-end',
          mb: { xs: 1.5, sm: 0 },
        }}
      >
        <ColorModeToggle />
      </Box>
      <Card
        sx={{
          width: '100%',
          maxWidth: 440,
          p: { xs: 3, sm: 4 },
          boxShadow: '0 12px 40px -12px rgba(20, 30, 80, 0.25)',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3, color: 'primary.main' }}>
          <HubRounded />
          <Typography sx={{ fontWeight: 700, letterSpacing: '0.02em' }}>Lumen</Typography>
        </Stack>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
          {subtitle}
        </Typography>
        {children}
      </Card>
    </Box>
  );
}
