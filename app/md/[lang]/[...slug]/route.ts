import { markdownTwin, pathnameFromTwinSegments, twinPages } from '@/engine/markdown-twin/twins';
import { isLang } from '@/engine/shared/paths';

/*
 * The Markdown twin of every docs and API page. `next.config.ts` rewrites
 * `/x/<page>.md` and `/zh/x/<page>.md` here (the proxy leaves paths with an extension alone).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

type Params = Promise<{ lang: string; slug: string[] }>;

export function generateStaticParams() {
  return twinPages().map(({ pathname, lang }) => {
    const segments = pathname.split('/').slice(1);
    segments[segments.length - 1] += '.md';
    return { lang, slug: segments };
  });
}

export async function GET(_request: Request, { params }: { params: Params }) {
  const { lang, slug } = await params;
  const pathname = pathnameFromTwinSegments(slug);
  if (!isLang(lang) || !pathname) return new Response('Not found', { status: 404 });
  return new Response(markdownTwin(pathname, lang), {
    headers: { 'Content-Type': 'text/markdown; charset=utf-8' },
  });
}
