'use client';
import { useEffect, useState } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';

/** Switches the template between its light and dark colour schemes. */
export default function ColorModeToggle(props: IconButtonProps) {
  const { mode, systemMode, setMode } = useColorScheme();
  // The stored choice is only known in the browser: render the server's markup until mounted, so hydration matches.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const resolved = mounted ? (mode === 'system' ? systemMode : mode) : undefined;
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        data-testid="color-mode-toggle"
        onClick={() => setMode(next)}
        disabled={!resolved}
        sx={{ border: 1, borderColor: 'divider', width: 36, height: 36 }}
        {...props}
      >
        {resolved === 'dark' ? <LightModeRounded fontSize="small" /> : <DarkModeRounded fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
