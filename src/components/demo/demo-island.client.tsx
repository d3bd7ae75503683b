'use client';
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useInView } from '@/hooks/use-in-view';
import { useDocsConfig, type DocsConfig } from '@/components/docs-config/docs-config.client';
import type { CodeStyling } from './code-prefs';
import type { DemoFrameProps } from './demo-frame.client';
import type { LiveRender } from './use-live-edit';
import { loadLocalePacks } from './locales/load-locale-packs';
import { localePackName } from '@/engine/shared/i18n/locale-packs';
import { demoPageKey } from '@/engine/shared/demo-id';

export interface DemoIslandLabels {
  loading: string;
  error: string;
  reset: string;
}

interface Runtime {
  Frame: ComponentType<DemoFrameProps>;
  /** The page language's component locale packs, loaded with the frame. */
  packs: object[];
  Scope?: ComponentType<{ children: ReactNode }>;
}

export interface DemoIslandProps {
  id: string;
  /** Styling variant to run; the demo has it (the caller falls back to `system`). */
  styling?: CodeStyling;
  /** Bumped by the toolbar's reset: the demo remounts with fresh state. */
  resetKey?: number;
  /** Height reserved before the demo loads, in px. */
  minHeight: number;
  /** Fixed height of the live area, in px; the demo scrolls inside. */
  fixedHeight?: number;
  labels: DemoIslandLabels;
  /** The reader's edited code to run instead of the demo module. */
  live?: LiveRender | null;
}

// The registry's index (one entry per page) loads with the first demo near the viewport, so pages
// without demos never download it; then only the loaders of the demo's own page.
async function loadDemo(id: string, styling: CodeStyling) {
  const { pageDemoLoaders } = await import('@generated/demo-registry');
  const page = demoPageKey(id);
  const pageLoaders = Object.hasOwn(pageDemoLoaders, page) ? await pageDemoLoaders[page]() : null;
  const name = id.slice(page.length + 1);
  const loaders = pageLoaders && Object.hasOwn(pageLoaders.loaders, name) ? pageLoaders.loaders[name] : null;
  if (!loaders) throw new Error(`Unknown demo ${id}`);
  return (loaders[styling] ?? loaders.system)();
}

async function loadFrame(lang: DocsConfig['lang']) {
  const [frame, packs] = await Promise.all([
    import('./demo-frame.client'),
    loadLocalePacks(localePackName(lang)),
  ]);
  await yieldToBrowser();
  frame.prepareDemoTheme(lang, packs);
  return { DemoFrame: frame.DemoFrame, packs };
}

function yieldToBrowser() {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/**
 * Reserves the demo's height, and loads the demo and MUI's runtime only when
 * the demo comes near the viewport, so text pages never pay for them.
 */
export function DemoIsland(props: DemoIslandProps) {
  const { id, styling = 'system', resetKey = 0, minHeight, fixedHeight, labels, live } = props;
  const config = useDocsConfig();
  const [box, near] = useInView<HTMLDivElement>({ rootMargin: '400px 0px' });
  const [modules, setModules] = useState<Partial<Record<CodeStyling, ComponentType>>>({});
  const [runtime, setRuntime] = useState<Runtime | null>(null);
  const [failed, setFailed] = useState(false);

  const needsScope = styling === 'tailwind';
  useEffect(() => {
    if (!near) return;
    let live = true;
    Promise.all([
      modules[styling] ? null : loadDemo(id, styling),
      runtime && (!needsScope || runtime.Scope) ? null : loadFrame(config.lang),
      needsScope && !runtime?.Scope ? import('./tailwind-scope.client') : null,
    ])
      // Instantiating the modules was one task; the first render starts in a fresh one.
      .then(async (loaded) => {
        await yieldToBrowser();
        return loaded;
      })
      .then(([demo, frame, scope]) => {
        if (!live) return;
        // A transition lets React render the demo in slices and yield to the
        // browser in between, so mounting a grid never freezes scrolling or typing.
        startTransition(() => {
          if (demo) setModules((loaded) => ({ ...loaded, [styling]: demo.default }));
          if (frame || scope) {
            setRuntime((current) => ({
              Frame: frame?.DemoFrame ?? current!.Frame,
              packs: frame?.packs ?? current!.packs,
              Scope: scope?.TailwindScope ?? current?.Scope,
            }));
          }
        });
      })
      .catch((error: unknown) => {
        console.error(`Demo ${id} failed to load:`, error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
    // `modules` and `runtime` only grow; listing them would reload nothing but re-run the effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, near, styling, needsScope, config.lang]);

  const Demo = modules[styling];
  const ready = Demo && runtime && (!needsScope || runtime.Scope);
  const Scope = needsScope && runtime?.Scope ? runtime.Scope : null;
  const content =
    Demo && live ? (
      <live.Boundary
        key={live.version}
        fallback={live.Good ? <live.Good /> : <Demo />}
        onRendered={live.onRendered}
        onError={live.onError}
      >
        <live.Candidate />
      </live.Boundary>
    ) : (
      Demo && <Demo />
    );
  return (
    <div
      ref={box}
      className="demo-live"
      style={fixedHeight ? { height: fixedHeight } : { minHeight }}
      data-demo-id={id}
      data-styling={styling}
      data-loaded={ready ? '' : undefined}
    >
      {ready ? (
        <runtime.Frame key={`${styling}-${resetKey}`} config={config} labels={labels} packs={runtime.packs}>
          {Scope ? <Scope>{content}</Scope> : content}
        </runtime.Frame>
      ) : failed ? (
        <p role="alert" className="demo-error">
          {labels.error}
        </p>
      ) : (
        <p className="demo-loading">{labels.loading}</p>
      )}
    </div>
  );
}
