'use client';
import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import ColorModeToggle from './ColorModeToggle';

export interface HeaderLink {
  label: string;
  href: string;
}

/** A sticky, blurred top bar with the product's links; they move into a drawer on phones. */
export default function SiteHeader({ brand, links }: { brand: string; links: HeaderLink[] }) {
  const [open, setOpen] = useState(false);
  const actions = (
    <>
      <Button href="/templates/sign-in" color="inherit">
        Sign in
      </Button>
      <Button href="/templates/sign-up" variant="contained">
        Start free
      </Button>
    </>
  );
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={{
        backdropFilter: 'blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'rgba(var(--tpl-palette-background-defaultChannel) / 0.8)',
      }}
    >
      <Container>
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
            <HubRounded />
            <Typography sx={{ fontWeight: 700, color: 'text.primary' }}>{brand}</Typography>
          </Stack>
          <Stack
            component="nav"
            aria-label="Main"
            direction="row"
            spacing={3}
            sx={{ display: { xs: 'none', md: 'flex' }, ml: 3 }}
          >
            {links.map((link) => (
              <Link
                key={link.label}
                href={link.href}
                underline="hover"
                color="text.secondary"
                variant="body2"
                sx={{ fontWeight: 500 }}
              >
                {link.label}
              </Link>
            ))}
          </Stack>
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
            {actions}
          </Stack>
          <ColorModeToggle />
          <IconButton aria-label="Open menu" onClick={() => setOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuRounded />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="top" open={open} onClose={() => setOpen(false)}>
        <Box sx={{ p: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <IconButton aria-label="Close menu" onClick={() => setOpen(false)}>
              <CloseRounded />
            </IconButton>
          </Stack>
          <Stack component="nav" aria-label="Main" spacing={1} sx={{ py: 1 }}>
            {links.map((link) => (
              <Link
                key={link.label}
                href={link.href}
                underline="none"
                color="text.primary"
                sx={{ py: 1 }}
                onClick={() => setOpen(false)}
              >
                {link.label}
              </Link>
            ))}
          </Stack>
          <Divider sx={{ my: 2 }} />
          <Stack spacing={1}>{actions}</Stack>
        </Box>
      </Drawer>
    </AppBar>
  );
}
