'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import AppTheme from '../shared/AppTheme';
import ColorModeToggle from '../shared/ColorModeToggle';
import ChannelsChart from './ChannelsChart';
import KpiCard from './KpiCard';
import OrdersGrid from './OrdersGrid';
import SessionsChart from './SessionsChart';
import SideNav from './SideNav';
import { KPIS } from './data';

/** An analytics overview: KPIs, two charts and an orders grid beside a side menu. */
export default function Dashboard() {
  const [navOpen, setNavOpen] = useState(false);
  return (
    <AppTheme>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <SideNav open={navOpen} onClose={() => setNavOpen(false)} />
        <Box component="main" id="main-content" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, py: 3 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3 }}>
            <IconButton
              aria-label="Open menu"
              onClick={() => setNavOpen(true)}
              sx={{ display: { md: 'none' }, border: 1, borderColor: 'divider', width: 36, height: 36 }}
            >
              <MenuRounded fontSize="small" />
            </IconButton>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="h4" component="h1" noWrap>
                Overview
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                October 2026 · all workspaces
              </Typography>
            </Box>
            <Button
              variant="outlined"
              startIcon={<FileDownloadRounded />}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              Export
            </Button>
            <ColorModeToggle />
          </Stack>
          <Grid container spacing={2}>
            {KPIS.map((kpi) => (
              <Grid key={kpi.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                <KpiCard {...kpi} lowerIsBetter={kpi.id === 'tickets'} />
              </Grid>
            ))}
            <Grid size={{ xs: 12, lg: 7 }}>
              <SessionsChart />
            </Grid>
            <Grid size={{ xs: 12, lg: 5 }}>
              <ChannelsChart />
            </Grid>
            <Grid size={12}>
              <OrdersGrid />
            </Grid>
          </Grid>
        </Box>
      </Box>
    </AppTheme>
  );
}
