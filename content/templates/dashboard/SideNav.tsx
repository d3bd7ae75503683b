'use client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AnalyticsRounded from '@mui/icons-material/AnalyticsRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import HubRounded from '@mui/icons-material/HubRounded';
import PeopleRounded from '@mui/icons-material/PeopleRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';

export const NAV_WIDTH = 240;

const ITEMS = [
  { label: 'Overview', icon: <DashboardRounded /> },
  { label: 'Analytics', icon: <AnalyticsRounded /> },
  { label: 'Customers', icon: <PeopleRounded /> },
  { label: 'Orders', icon: <ReceiptLongRounded /> },
  { label: 'Settings', icon: <SettingsRounded /> },
];

function NavContent() {
  return (
    <Stack sx={{ height: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2.5, py: 2.5, color: 'primary.main' }}
      >
        <HubRounded />
        <Typography sx={{ fontWeight: 700 }}>Lumen Analytics</Typography>
      </Stack>
      <List component="nav" aria-label="Dashboard sections" sx={{ px: 1, flexGrow: 1 }}>
        {ITEMS.map((item, index) => (
          <ListItemButton key={item.label} selected={index === 0} sx={{ borderRadius: 2, mb: 0.5 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
      </List>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', p: 2, borderTop: 1, borderColor: 'divider' }}
      >
        <Avatar sx={{ width: 32, height: 32, bgcolor: 'secondary.main' }}>MR</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            Maya Rivera
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            maya@lumen.example
          </Typography>
        </Box>
      </Stack>
    </Stack>
  );
}

/** A permanent side menu on wide screens, a drawer opened from the top bar on small ones. */
export default function SideNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const paper = { width: NAV_WIDTH, boxSizing: 'border-box', bgcolor: 'background.paper' } as const;
  return (
    <>
      <Drawer
        variant="permanent"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: NAV_WIDTH,
          flexShrink: 0,
          '& .MuiDrawer-paper': paper,
        }}
      >
        <NavContent />
      </Drawer>
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': paper }}
      >
        <NavContent />
      </Drawer>
    </>
  );
}
