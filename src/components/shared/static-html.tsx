import type { ReactNode } from 'react';
import { putStaticHtml } from './static-html-registry';
import { StaticHtmlIsland } from './static-html.client';

/**
 * Markup that needs no JavaScript (an API table: hundreds of rows, no state) rendered as HTML
 * only: it is neither hydrated nor repeated in the page's RSC payload. The children must be
 * plain server markup: host elements and synchronous components without hooks or client
 * components inside (the HTML render calls them outside the server components' graph).
 */
export function StaticHtml({
  children,
  html,
  as,
  className,
}: {
  children?: ReactNode;
  /** Markup already written as HTML, instead of children. */
  html?: string;
  as?: 'div' | 'ul';
  className?: string;
}) {
  const key = putStaticHtml(html === undefined ? { node: children } : { html });
  return <StaticHtmlIsland htmlKey={key} as={as} className={className} />;
}
