'use client';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const COLUMNS = [
  { title: 'Product', links: ['Features', 'Pricing', 'Changelog', 'Roadmap'] },
  { title: 'Company', links: ['About', 'Careers', 'Press', 'Contact'] },
  { title: 'Resources', links: ['Blog', 'Guides', 'Status', 'Security'] },
];

/** Link columns and the small print. */
export default function SiteFooter({ brand }: { brand: string }) {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 6 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography sx={{ fontWeight: 700 }}>{brand}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              A fictional company made for an MUI template.
            </Typography>
          </Grid>
          {COLUMNS.map((column) => (
            <Grid key={column.title} size={{ xs: 6, sm: 4, md: 3 }}>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {column.title}
              </Typography>
              <Stack spacing={0.75}>
                {column.links.map((label) => (
                  <Link key={label} href="#" color="text.secondary" underline="hover" variant="body2">
                    {label}
                  </Link>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 5 }}>
          © 2026 {brand}. All names and figures on this page are made up.
        </Typography>
      </Container>
    </Box>
  );
}
