'use client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const QUOTES = [
  {
    name: 'Priya Natarajan',
    role: 'Engineering manager, Fernway',
    quote: 'Our Thursday release meeting went from an hour to ten minutes. The calendar answers most of it.',
  },
  {
    name: 'Tomás Ibarra',
    role: 'Product lead, Quillmark',
    quote: 'For the first time sales knows when a feature lands, and it is the same date engineering has.',
  },
  {
    name: 'Helen Okafor',
    role: 'CTO, Brightfold',
    quote: 'The dependency map caught two blocked releases in our first week. It paid for itself there.',
  },
];

const COMPANIES = ['Fernway', 'Quillmark', 'Brightfold', 'Northpeak', 'Copperline', 'Tidewell'];

/** Customer names and three quotes. */
export default function Testimonials() {
  return (
    <Box
      component="section"
      aria-labelledby="customers-title"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}
    >
      <Container>
        <Typography id="customers-title" variant="h2" sx={{ textAlign: 'center', mb: 3 }}>
          Teams that ship with Lumen
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'center', columnGap: 5, rowGap: 1, mb: 6 }}
        >
          {COMPANIES.map((name) => (
            <Typography
              key={name}
              sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'text.disabled', letterSpacing: '0.04em' }}
            >
              {name}
            </Typography>
          ))}
        </Stack>
        <Grid container spacing={3}>
          {QUOTES.map((item) => (
            <Grid key={item.name} size={{ xs: 12, md: 4 }}>
              <Card
                component="figure"
                sx={{ m: 0, p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <Rating value={5} readOnly size="small" />
                <Typography component="blockquote" sx={{ m: 0, mt: 1.5, flexGrow: 1 }}>
                  “{item.quote}”
                </Typography>
                <Stack
                  component="figcaption"
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'center', mt: 3 }}
                >
                  <Avatar sx={{ bgcolor: 'primary.main' }}>
                    {item.name
                      .split(' ')
                      .map((part) => part[0])
                      .join('')}
                  </Avatar>
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{item.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {item.role}
                    </Typography>
                  </Box>
                </Stack>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
