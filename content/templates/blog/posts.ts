/** The fictional blog's posts. Bodies are paragraphs; `## ` starts a subheading. */
export interface Post {
  slug: string;
  title: string;
  excerpt: string;
  tag: 'Engineering' | 'Product' | 'Design' | 'Company';
  author: string;
  date: string;
  body: string[];
}

export const TAGS = ['Engineering', 'Product', 'Design', 'Company'] as const;

const filler = (topic: string) => [
  `When we started on ${topic}, the goal was modest: make the common case faster without making the rare case impossible.`,
  '## What we measured',
  'We picked three numbers before writing any code: how long the first useful screen takes, how often people undo an action, and how many support tickets mention the feature. Picking them first kept us honest when a change felt better but measured worse.',
  'The first prototype improved the first number and hurt the second. People moved faster and made more mistakes. We kept the speed and added a preview step that costs one keypress.',
  '## What changed',
  'The final version ships behind a setting for two weeks, then becomes the default. Nothing is removed: the old flow stays one click away for the people who rely on it.',
  'If you try it and something feels off, the feedback button in the corner goes straight to the team that built it.',
];

export const POSTS: Post[] = [
  {
    slug: 'offline-sync',
    title: 'How we made sync work offline',
    excerpt: 'A queue, a clock and a lot of conflict tests: the story of Lumen working on a plane.',
    tag: 'Engineering',
    author: 'Noor Haddad',
    date: '2026-11-12',
    body: filler('offline sync'),
  },
  {
    slug: 'release-calendar',
    title: 'Introducing the release calendar',
    excerpt: 'Every release on one timeline, with the work it carries and what it waits on.',
    tag: 'Product',
    author: 'Tomás Ibarra',
    date: '2026-11-03',
    body: filler('the release calendar'),
  },
  {
    slug: 'dark-mode',
    title: 'Designing a dark mode people keep on',
    excerpt: 'Inverting colours is easy. Keeping charts readable and focus visible took three rounds.',
    tag: 'Design',
    author: 'Mei Tanaka',
    date: '2026-10-21',
    body: filler('dark mode'),
  },
  {
    slug: 'keyboard-first',
    title: 'Keyboard first, mouse welcome',
    excerpt: 'Why every action in Lumen has a shortcut, and how we teach them without a manual.',
    tag: 'Design',
    author: 'Mei Tanaka',
    date: '2026-10-08',
    body: filler('keyboard shortcuts'),
  },
  {
    slug: 'series-a',
    title: 'We raised a Series A, and what it changes',
    excerpt: 'More engineers, the same pricing, and a public roadmap starting this month.',
    tag: 'Company',
    author: 'Helen Okafor',
    date: '2026-09-30',
    body: filler('the next chapter'),
  },
  {
    slug: 'postgres-indexes',
    title: 'Three Postgres indexes that halved our p95',
    excerpt: 'Partial indexes, a covering index and one we dropped: notes from a slow week.',
    tag: 'Engineering',
    author: 'Noor Haddad',
    date: '2026-09-16',
    body: filler('query latency'),
  },
];

/** Minutes to read at 230 words a minute, at least one. */
export function readingMinutes(post: Post): number {
  const words = post.body.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 230));
}

export const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
