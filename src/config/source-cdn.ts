import type { ApiSource } from '@/engine/api-reference/types';

/** npm CDN serving the installed packages' files at an exact version. */
export const SOURCE_CDN = 'https://unpkg.com';

/** Address of a declaration on the CDN: `https://unpkg.com/@mui/x-data-grid@8.29.3/…d.ts#L12`. */
export function declarationUrl(source: ApiSource): string {
  return `${SOURCE_CDN}/${source.package}@${source.version}/${source.path}#L${source.line}`;
}
