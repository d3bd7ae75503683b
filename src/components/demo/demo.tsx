import { SITE } from '@/config/site';
import { CopyButton } from '@/components/mdx/copy-button.client';
import { DemoIsland } from './demo-island.client';

export interface DemoProps {
  /** Registry id, attached at build time by the demos plugin. */
  id: string;
  name: string;
  /** Highlighted TypeScript source. */
  tsHtml: string;
  tsCode: string;
  sourcePath: string;
  /** Height to reserve for the live demo, in px. */
  height?: number | string;
  t: (key: string) => string;
}

/** A live demo with its source below; the source is server-rendered HTML. */
export function Demo({ id, name, tsHtml, tsCode, sourcePath, height, t }: DemoProps) {
  const reserved = Number(height) > 0 ? Number(height) : 320;
  return (
    <figure className="demo" id={`demo-${name}`} aria-label={name}>
      <DemoIsland
        id={id}
        minHeight={reserved}
        labels={{ loading: t('demo.loading'), error: t('demo.error'), reset: t('demo.reset') }}
      />
      <div className="demo-toolbar">
        <CopyButton code={tsCode} labels={{ copy: t('demo.copy'), copied: t('demo.copied') }} />
        <a href={`${SITE.repoUrl}/blob/${SITE.repoBranch}/${sourcePath}`} rel="noopener noreferrer">
          {t('demo.viewSource')}
        </a>
      </div>
      <div className="demo-code code-block" data-lang="tsx" dangerouslySetInnerHTML={{ __html: tsHtml }} />
    </figure>
  );
}
