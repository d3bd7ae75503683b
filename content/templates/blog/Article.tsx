'use client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { formatDate, readingMinutes, type Post } from './posts';

/** One post, full width, with its author and reading time. */
export default function Article({ post }: { post: Post }) {
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
      <Button href="#" startIcon={<ArrowBackRounded />} sx={{ mb: 3 }}>
        All posts
      </Button>
      <Chip label={post.tag} size="small" color="primary" variant="outlined" />
      <Typography variant="h1" sx={{ mt: 2, fontSize: 'clamp(2rem, 5vw, 3rem)' }}>
        {post.title}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '1.2rem', mt: 2 }}>
        {post.excerpt}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', my: 3 }}>
        <Avatar>{post.author[0]}</Avatar>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{post.author}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDate(post.date)} · {readingMinutes(post)} min read
          </Typography>
        </Box>
      </Stack>
      <Divider sx={{ mb: 3 }} />
      {post.body.map((paragraph) =>
        paragraph.startsWith('## ') ? (
          <Typography key={paragraph} variant="h4" component="h2" sx={{ mt: 4, mb: 1.5 }}>
            {paragraph.slice(3)}
          </Typography>
        ) : (
          <Typography key={paragraph} sx={{ fontSize: '1.1rem', lineHeight: 1.75, mb: 2 }}>
            {paragraph}
          </Typography>
        ),
      )}
    </Container>
  );
}
