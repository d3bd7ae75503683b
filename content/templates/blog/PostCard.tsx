'use client';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, readingMinutes, type Post } from './posts';

const TAG_HUE: Record<Post['tag'], number> = { Engineering: 230, Product: 160, Design: 320, Company: 30 };

/** A post in the list; the featured one is larger, with its cover beside the text on wide screens. */
export default function PostCard({ post, featured = false }: { post: Post; featured?: boolean }) {
  const hue = TAG_HUE[post.tag];
  return (
    // The id makes the card the target of its own #slug link, which opens the post (see Blog.tsx).
    <Card component="article" id={post.slug} sx={{ height: '100%' }}>
      <CardActionArea
        href={`#${post.slug}`}
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: featured ? { xs: 'column', md: 'row' } : 'column',
          alignItems: 'stretch',
        }}
      >
        <Box
          aria-hidden
          sx={{
            minHeight: featured ? { xs: 180, md: 320 } : 140,
            flex: featured ? { md: '0 0 55%' } : 'none',
            background: `linear-gradient(135deg, hsl(${hue} 80% 62%), hsl(${hue + 40} 70% 42%))`,
          }}
        />
        <Stack
          spacing={1.5}
          sx={{ p: featured ? { xs: 2.5, md: 4 } : 2.5, flex: 1, justifyContent: 'center' }}
        >
          <Chip label={post.tag} size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} />
          <Typography variant={featured ? 'h3' : 'h6'} component="h2">
            {post.title}
          </Typography>
          <Typography color="text.secondary">{post.excerpt}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
            <Avatar sx={{ width: 28, height: 28, fontSize: 13 }}>{post.author[0]}</Avatar>
            <Typography variant="body2" color="text.secondary">
              {post.author} · {formatDate(post.date)} · {readingMinutes(post)} min read
            </Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
