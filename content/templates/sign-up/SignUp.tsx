'use client';
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AppTheme from '../shared/AppTheme';
import AuthLayout from '../shared/AuthLayout';
import SocialButtons from '../shared/SocialButtons';
import { validateEmail, validateName, validatePassword } from '../shared/validation';
import PasswordStrength from './PasswordStrength';

const EMPTY = { name: '', email: '', password: '', confirm: '', terms: '' };
type Errors = typeof EMPTY;

function validate(data: FormData): Errors {
  const text = (key: string) => String(data.get(key) ?? '');
  const password = text('password');
  return {
    name: validateName(text('name')),
    email: validateEmail(text('email')),
    password: validatePassword(password, { strict: true }),
    confirm: !text('confirm')
      ? 'Repeat your password.'
      : text('confirm') !== password
        ? 'The passwords do not match.'
        : '',
    terms: data.get('terms') ? '' : 'Accept the terms to continue.',
  };
}

/** An account creation form with client-side validation. It submits nowhere. */
export default function SignUp() {
  const [errors, setErrors] = useState<Errors>(EMPTY);
  const [password, setPassword] = useState('');
  const [created, setCreated] = useState('');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = validate(data);
    setErrors(next);
    const valid = Object.values(next).every((message) => !message);
    setCreated(valid ? String(data.get('name')).trim() : '');
  };

  const field = (name: keyof Errors) => ({
    id: name,
    name,
    fullWidth: true,
    error: Boolean(errors[name]),
    helperText: errors[name] || ' ',
  });

  return (
    <AppTheme>
      <AuthLayout title="Create your account" subtitle="Free for teams of up to five. No card needed.">
        <Box component="form" noValidate onSubmit={handleSubmit}>
          <Stack spacing={1}>
            <TextField {...field('name')} label="Full name" autoComplete="name" />
            <TextField {...field('email')} type="email" label="Email" autoComplete="email" />
            <TextField
              {...field('password')}
              type="password"
              label="Password"
              autoComplete="new-password"
              helperText={errors.password || 'At least 8 characters, with a letter and a number.'}
              onChange={(event) => setPassword(event.target.value)}
            />
            <PasswordStrength password={password} />
            <TextField
              {...field('confirm')}
              type="password"
              label="Confirm password"
              autoComplete="new-password"
            />
          </Stack>
          <FormControl error={Boolean(errors.terms)} sx={{ mb: 2 }}>
            <FormControlLabel
              control={<Checkbox name="terms" id="terms" />}
              label="I agree to the terms of service and privacy policy"
            />
            <FormHelperText sx={{ mt: 0 }}>{errors.terms || ' '}</FormHelperText>
          </FormControl>
          <Button type="submit" variant="contained" size="large" fullWidth>
            Create account
          </Button>
        </Box>
        <SocialButtons onPick={(provider) => setCreated(`${provider} user`)} />
        <Alert severity={created ? 'success' : 'info'} sx={{ mt: 3 }} role="status">
          {created ? `Welcome, ${created}! Nothing was created: ` : ''}
          This template does not send data anywhere.
        </Alert>
        <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
          Already have an account? <Link href="/templates/sign-in">Sign in</Link>
        </Typography>
      </AuthLayout>
    </AppTheme>
  );
}
