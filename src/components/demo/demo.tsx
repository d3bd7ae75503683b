import { SITE } from '@/config/site';
import type { DemoData } from '@/engine/markdown/remark-demos';
import type { CodeView } from '@/engine/demos/load-demo';
import type { DemoClientLabels } from './demo-client.client';
import { DemoClient } from './demo-client-lazy.client';
import { DEFAULT_SANDBOX_URLS, type SandboxKind } from './sandbox';
import './demo.css';
import { DemoThemeLink } from './demo-theme-link';
import type { Translate } from '@/engine/shared/i18n/translate';

/** Panels longer than this start as a short preview with an "Expand" button. */
export const PREVIEW_LINES = 16;

export interface DemoProps {
  name: string;
  /** JSON of {@link DemoData}, attached at build time by the demos plugin. */
  data: string;
  t: Translate;
}

function CodeFile({ view, className }: { view: CodeView; className: string }) {
  return (
    <div className={`code-block ${className}`} data-file={view.fileName}>
      {className === 'demo-stylesheet' && <p className="demo-file-name">{view.fileName}</p>}
      <div dangerouslySetInnerHTML={{ __html: view.html }} />
    </div>
  );
}

/** One labels object per page language: every demo passes the same object, which React's payload carries once. */
const labelsByTranslate = new WeakMap<Translate, DemoClientLabels>();

function demoLabels(t: Translate): DemoClientLabels {
  const cached = labelsByTranslate.get(t);
  if (cached) return cached;
  const labels: DemoClientLabels = {
    loading: t('demo.loading'),
    error: t('demo.error'),
    reset: t('demo.reset'),
    language: t('demo.language'),
    styling: t('demo.styling'),
    stylings: {
      system: t('demo.stylingSystem'),
      tailwind: t('demo.stylingTailwind'),
      css: t('demo.stylingCss'),
    },
    edit: t('demo.edit'),
    editor: t('demo.editor'),
    editorHint: t('demo.editorHint'),
    liveError: t('demo.liveError'),
    errorLine: t('demo.errorLine'),
    copy: t('demo.copy'),
    copied: t('demo.copied'),
    stackblitz: t('demo.openStackBlitz'),
    codesandbox: t('demo.openCodeSandbox'),
    viewSource: t('demo.viewSource'),
    code: t('demo.code'),
    expand: t('demo.expandCode'),
    collapse: t('demo.collapseCode'),
  };
  labelsByTranslate.set(t, labels);
  return labels;
}

let configuredSandboxUrls: Record<SandboxKind, string> | undefined;

/** The sandbox endpoints, read from the environment once: one object, carried once in the payload. */
function sandboxUrls(): Record<SandboxKind, string> {
  configuredSandboxUrls ??= {
    stackblitz: process.env.SANDBOX_STACKBLITZ_URL || DEFAULT_SANDBOX_URLS.stackblitz,
    codesandbox: process.env.SANDBOX_CODESANDBOX_URL || DEFAULT_SANDBOX_URLS.codesandbox,
  };
  return configuredSandboxUrls;
}

/**
 * A live demo with its code. Every language × styling panel is rendered here
 * on the server; an attribute on <html> (set before paint) picks the visible one.
 */
export function Demo({ name, data, t }: DemoProps) {
  const { embed, demo, reserve } = JSON.parse(data) as DemoData;
  const labels = demoLabels(t);

  const sources = demo.sources.map((source) => ({
    styling: source.styling,
    tsFile: source.ts.fileName,
    jsFile: source.js.fileName,
    sourceUrl: `${SITE.repoUrl}/blob/${SITE.repoBranch}/${source.sourcePath}`,
    dependencies: source.dependencies,
  }));
  const long = demo.sources.some((source) => Math.max(source.ts.lines, source.js.lines) > PREVIEW_LINES);
  return (
    <figure
      className="demo"
      id={name}
      aria-label={name}
      data-bg={embed.bg}
      data-stylings={sources.map((source) => source.styling).join(' ')}
    >
      {DemoThemeLink}
      <DemoClient
        id={demo.id}
        name={name}
        sources={sources}
        hideToolbar={embed.hideToolbar}
        defaultCodeOpen={embed.defaultCodeOpen}
        fixedHeight={embed.height}
        reserve={reserve}
        long={long}
        sandboxUrls={sandboxUrls()}
        labels={labels}
      >
        {demo.sources.flatMap((source) =>
          (['TS', 'JS'] as const).map((variant) => (
            <div
              key={`${source.styling}-${variant}`}
              className="demo-code"
              data-variant={variant}
              data-styling={source.styling}
            >
              <CodeFile view={variant === 'TS' ? source.ts : source.js} className="demo-main" />
              {source.stylesheet && <CodeFile view={source.stylesheet} className="demo-stylesheet" />}
            </div>
          )),
        )}
      </DemoClient>
    </figure>
  );
}
