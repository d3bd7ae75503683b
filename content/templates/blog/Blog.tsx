'use client';
import { useEffect, useState } from 'react';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import AppTheme from '../shared/AppTheme';
import SiteFooter from '../shared/SiteFooter';
import SiteHeader from '../shared/SiteHeader';
import Article from './Article';
import PostCard from './PostCard';
import { POSTS, TAGS } from './posts';

/** The post named by the URL hash, so links, reloads and the Back button all work. */
function useHashPost() {
  const [slug, setSlug] = useState('');
  useEffect(() => {
    const read = () => {
      setSlug(window.location.hash.slice(1));
      window.scrollTo(0, 0);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return POSTS.find((post) => post.slug === slug);
}

/** A blog: featured post, tag filters and search, and an article view. */
export default function Blog() {
  const post = useHashPost();
  const [tag, setTag] = useState<string>('All');
  const [query, setQuery] = useState('');
  const matches = POSTS.filter(
    (item) =>
      (tag === 'All' || item.tag === tag) &&
      `${item.title} ${item.excerpt}`.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const [featured, ...rest] = matches;

  return (
    <AppTheme>
      <SiteHeader
        brand="Lumen Journal"
        links={[
          { label: 'All posts', href: '#' },
          { label: 'Product', href: '/templates/marketing' },
          { label: 'Pricing', href: '/templates/pricing' },
        ]}
      />
      {post ? (
        <Article post={post} />
      ) : (
        <Container component="main" id="main-content" sx={{ py: { xs: 4, md: 8 } }}>
          <Typography variant="h1">Journal</Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.15rem', mt: 1, mb: 4 }}>
            Notes from the people building Lumen: engineering, product and design.
          </Typography>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', mb: 4 }}
          >
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1 }}
              role="group"
              aria-label="Filter by tag"
            >
              {['All', ...TAGS].map((name) => (
                <Chip
                  key={name}
                  label={name}
                  onClick={() => setTag(name)}
                  color={tag === name ? 'primary' : 'default'}
                  variant={tag === name ? 'filled' : 'outlined'}
                  aria-pressed={tag === name}
                />
              ))}
            </Stack>
            <TextField
              size="small"
              placeholder="Search posts"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              slotProps={{
                htmlInput: { 'aria-label': 'Search posts' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchRounded fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ width: { xs: '100%', md: 280 } }}
            />
          </Stack>
          {featured ? (
            <Grid container spacing={3}>
              <Grid size={12}>
                <PostCard post={featured} featured />
              </Grid>
              {rest.map((item) => (
                <Grid key={item.slug} size={{ xs: 12, sm: 6, md: 4 }}>
                  <PostCard post={item} />
                </Grid>
              ))}
            </Grid>
          ) : (
            <Typography color="text.secondary" role="status">
              No posts match. Try another tag or search.
            </Typography>
          )}
        </Container>
      )}
      <SiteFooter brand="Lumen" />
    </AppTheme>
  );
}
