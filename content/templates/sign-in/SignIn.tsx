'use client';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AppTheme from '../shared/AppTheme';
import AuthLayout from '../shared/AuthLayout';
import SocialButtons from '../shared/SocialButtons';
import { validateEmail, validatePassword } from '../shared/validation';

type Errors = { email: string; password: string };

/** A sign-in form with client-side validation. It submits nowhere. */
export default function SignIn() {
  const [errors, setErrors] = useState<Errors>({ email: '', password: '' });
  const [notice, setNotice] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = {
      email: validateEmail(String(data.get('email') ?? '')),
      password: validatePassword(String(data.get('password') ?? '')),
    };
    setErrors(next);
    setNotice(
      next.email || next.password ? '' : `Signed in as ${String(data.get('email')).trim()} (not really).`,
    );
  };

  return (
    <AppTheme>
      <AuthLayout title="Sign in" subtitle="Welcome back. Pick up where your team left off.">
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <Stack spacing={1}>
            <TextField
              id="email"
              name="email"
              type="email"
              label="Email"
              autoComplete="email"
              placeholder="you@company.com"
              fullWidth
              error={Boolean(errors.email)}
              helperText={errors.email || ' '}
            />
            <TextField
              id="password"
              name="password"
              type="password"
              label="Password"
              autoComplete="current-password"
              fullWidth
              error={Boolean(errors.password)}
              helperText={errors.password || ' '}
            />
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <FormControlLabel control={<Checkbox name="remember" />} label="Remember me" />
            <Link
              href="#"
              variant="body2"
              onClick={(event) => {
                event.preventDefault();
                setNotice('Password reset is not part of this template.');
              }}
            >
              Forgot password?
            </Link>
          </Stack>
          <Button type="submit" variant="contained" size="large" fullWidth>
            Sign in
          </Button>
        </Box>
        <SocialButtons
          onPick={(provider) => setNotice(`${provider} sign-in is not connected in this template.`)}
        />
        <Alert severity={notice ? 'success' : 'info'} sx={{ mt: 3 }} role="status">
          {notice || 'This template does not send data anywhere.'}
          {notice && ' This template does not send data anywhere.'}
        </Alert>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          New here? <Link href="/templates/sign-up">Create an account</Link>
        </Typography>
      </AuthLayout>
    </AppTheme>
  );
}
