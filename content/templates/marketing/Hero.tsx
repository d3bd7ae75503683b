'use client';
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { validateEmail } from '../shared/validation';

const WEEKS = ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8'];

/** Headline, an email sign-up and a product preview with a live chart. */
export default function Hero() {
  const [error, setError] = useState('');
  const [joined, setJoined] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = validateEmail(String(new FormData(event.currentTarget).get('email') ?? ''));
    setError(message);
    setJoined(!message);
  };
  return (
    <Box
      component="section"
      sx={(theme) => ({
        pt: { xs: 6, md: 12 },
        pb: { xs: 6, md: 10 },
        backgroundImage: `radial-gradient(ellipse 80% 60% at 50% -10%, ${theme.vars.palette.primary.main}33, transparent)`,
      })}
    >
      <Container>
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Chip
              label="New: release calendar"
              color="primary"
              variant="outlined"
              size="small"
              sx={{ mb: 2 }}
            />
            <Typography variant="h1">
              Ship releases your whole team can{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                see coming
              </Box>
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: '1.2rem', mt: 2, maxWidth: 520 }}>
              Lumen turns scattered tickets into one release plan: what ships, when, and what it waits on.
            </Typography>
            <Stack
              component="form"
              noValidate
              onSubmit={submit}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ mt: 4, maxWidth: 520 }}
            >
              <TextField
                name="email"
                type="email"
                size="small"
                label="Work email"
                fullWidth
                error={Boolean(error)}
                helperText={error || (joined ? 'Thanks! (This template does not send data anywhere.)' : ' ')}
              />
              <Button type="submit" variant="contained" sx={{ flexShrink: 0, height: 40 }}>
                Get early access
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ p: 2.5, boxShadow: '0 24px 60px -24px rgba(30, 50, 160, 0.45)' }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600 }}>Releases shipped on time</Typography>
                <Typography variant="h5" component="p" color="success.main">
                  94%
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                Teams on Lumen, last eight weeks
              </Typography>
              <LineChart
                height={220}
                margin={{ left: 0, right: 8 }}
                xAxis={[{ scaleType: 'point', data: WEEKS }]}
                yAxis={[{ min: 50, max: 100, width: 36 }]}
                series={[
                  {
                    label: 'With Lumen',
                    data: [71, 76, 80, 84, 88, 90, 92, 94],
                    area: true,
                    curve: 'natural',
                  },
                  { label: 'Before', data: [68, 64, 70, 66, 69, 65, 67, 66], curve: 'natural' },
                ]}
                sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.2 } }}
              />
            </Card>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
