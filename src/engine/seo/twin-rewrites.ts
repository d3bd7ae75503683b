/** A rewrite in the shape `next.config.ts` `rewrites()` returns. */
export interface Rewrite {
  source: string;
  destination: string;
}

/**
 * `/x/<page>.md` and `/zh/x/<page>.md` are served by the Markdown twin route
 * (`app/md/[lang]/[...slug]`). They run before the file system so the `[lang]`
 * pages never see them; the proxy leaves paths with an extension alone.
 */
export function markdownTwinRewrites(): Rewrite[] {
  return [
    { source: '/zh/x/:path+.md', destination: '/md/zh/x/:path+.md' },
    { source: '/x/:path+.md', destination: '/md/en/x/:path+.md' },
  ];
}
