import { ImageResponse } from 'next/og';
import { pageSummary } from '@/engine/seo/page-summary';
import {
  OG_IMAGE_SIZE,
  drawableText,
  ogFonts,
  ogImageParams,
  pathnameFromOgSegments,
} from '@/engine/seo/og-image';
import { SITE } from '@/config/site';
import { OgCard } from '@/components/og/og-card';

/* One Open Graph image per page, drawn at build with the bundled renderer and local fonts. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ogImageParams();
}

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string[] }> }) {
  const pathname = pathnameFromOgSegments((await params).slug);
  if (!pathname) return new Response('Not found', { status: 404 });
  const summary = pageSummary(pathname);
  return new ImageResponse(
    <OgCard
      section={drawableText(summary.section)}
      title={drawableText(summary.title)}
      description={drawableText(summary.description)}
      kind={summary.isApi ? 'API reference' : 'Documentation'}
      site={`${new URL(SITE.origin).host}/x`}
    />,
    { ...OG_IMAGE_SIZE, fonts: ogFonts() },
  );
}
