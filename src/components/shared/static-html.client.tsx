'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { readStaticHtml } from './static-html-registry';

/** Set on the client: React neither hydrates nor replaces the children of an element that sets its inner HTML. */
const KEEP_SERVER_CHILDREN = { __html: '' };

export interface StaticHtmlIslandProps {
  /** Key of the markup in the server's registry (see static-html.tsx). */
  htmlKey: string;
  /** The element that holds the markup. */
  as?: 'div' | 'ul';
  className?: string;
}

/**
 * Server-rendered markup that the browser never hydrates and the framework's payload never
 * carries: the server renders it from the registry; the client renders an element that keeps the
 * server's children as they are. If React ever renders it afresh on the client (it drops the
 * server DOM after a hydration error elsewhere), the children of the server's element are moved
 * into the new one, so the content survives.
 */
export function StaticHtmlIsland({ htmlKey, as: Tag = 'div', className }: StaticHtmlIslandProps) {
  const ref = useRef<HTMLElement>(null);
  // Looked up once, while the server's element is still in the document.
  const [server] = useState(() =>
    typeof window === 'undefined' ? null : document.querySelector(`[data-static-html="${htmlKey}"]`),
  );
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && server && server !== element && !element.hasChildNodes()) {
      element.append(...server.childNodes);
    }
  }, [server]);
  if (typeof window === 'undefined') {
    const content = readStaticHtml(htmlKey);
    return 'html' in content ? (
      <Tag
        data-static-html={htmlKey}
        className={className}
        dangerouslySetInnerHTML={{ __html: content.html }}
      />
    ) : (
      <Tag data-static-html={htmlKey} className={className}>
        {content.node}
      </Tag>
    );
  }
  return (
    <Tag
      // The same element type on both sides; the ref only matters on the client.
      ref={ref as React.Ref<HTMLDivElement & HTMLUListElement>}
      data-static-html={htmlKey}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={KEEP_SERVER_CHILDREN}
    />
  );
}
