import path from 'node:path';
import { z } from 'zod';

/** Where the template sources live; the files shown on the site are the files that run. */
export const TEMPLATES_DIR = path.join(process.cwd(), 'content', 'templates');

const templateSchema = z.object({
  /** URL segment and folder name under content/templates/. */
  slug: z.string().regex(/^[a-z][a-z-]*$/),
  /** Card and page title. */
  title: z.string().min(1),
  /** One or two sentences for the gallery card. */
  description: z.string().min(1),
  /** The default-exported component, relative to the template's folder. */
  entry: z.string().endsWith('.tsx'),
  /** MUI X packages it uses, shown as chips. */
  uses: z.array(z.string()),
});

/** One template of the gallery. */
export type TemplateInfo = z.infer<typeof templateSchema>;

export const TEMPLATES: readonly TemplateInfo[] = z.array(templateSchema).parse([
  {
    slug: 'marketing',
    title: 'Marketing page',
    description:
      'A product landing page: hero with sign-up, feature grid, live usage chart, testimonials, FAQ and footer.',
    entry: 'Marketing.tsx',
    uses: ['@mui/material', '@mui/x-charts'],
  },
  {
    slug: 'blog',
    title: 'Blog',
    description:
      'A post list with a featured story, tag filters and search, and an article view with author and reading time.',
    entry: 'Blog.tsx',
    uses: ['@mui/material'],
  },
  {
    slug: 'checkout',
    title: 'Checkout',
    description:
      'A three-step checkout (address, payment, review) that validates each field before letting you continue.',
    entry: 'Checkout.tsx',
    uses: ['@mui/material'],
  },
  {
    slug: 'dashboard',
    title: 'Dashboard',
    description:
      'An analytics dashboard with KPI cards and sparklines, line and bar charts, and a sortable orders grid.',
    entry: 'Dashboard.tsx',
    uses: ['@mui/material', '@mui/x-charts', '@mui/x-data-grid'],
  },
  {
    slug: 'pricing',
    title: 'Pricing',
    description:
      'Three plans with a monthly or yearly switch, a feature comparison table that scrolls on phones, and FAQ.',
    entry: 'Pricing.tsx',
    uses: ['@mui/material'],
  },
  {
    slug: 'sign-in',
    title: 'Sign in',
    description: 'A sign-in card with email and password validation, remember me, and social buttons.',
    entry: 'SignIn.tsx',
    uses: ['@mui/material'],
  },
  {
    slug: 'sign-up',
    title: 'Sign up',
    description:
      'An account form with name, email, password strength meter, confirmation and terms, all validated.',
    entry: 'SignUp.tsx',
    uses: ['@mui/material'],
  },
]);

export function getTemplate(slug: string): TemplateInfo {
  const found = TEMPLATES.find((template) => template.slug === slug);
  if (!found)
    throw new Error(`Unknown template "${slug}" (known: ${TEMPLATES.map((t) => t.slug).join(', ')})`);
  return found;
}

/** Site paths (without language) of the gallery, each live template and each source page: for the sitemap. */
export function templatePaths(): string[] {
  return [
    '/x/templates',
    ...TEMPLATES.flatMap(({ slug }) => [`/templates/${slug}`, `/x/templates/${slug}/source`]),
  ];
}
