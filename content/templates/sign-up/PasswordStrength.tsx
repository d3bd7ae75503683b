'use client';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordStrength } from '../shared/validation';

const LEVELS = [
  { label: 'Too short', color: 'error' },
  { label: 'Weak', color: 'error' },
  { label: 'Fair', color: 'warning' },
  { label: 'Good', color: 'info' },
  { label: 'Strong', color: 'success' },
] as const;

/** A four-step meter under the password field. */
export default function PasswordStrength({ password }: { password: string }) {
  const score = passwordStrength(password);
  const level = LEVELS[password.length < 8 && password ? 0 : score];
  if (!password) return null;
  return (
    <Box sx={{ mt: -0.5, mb: 1 }} aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={(score / 4) * 100}
        color={level.color}
        aria-label="Password strength"
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        Strength: {level.label}
      </Typography>
    </Box>
  );
}
