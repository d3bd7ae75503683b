'use client';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCodePrefs } from '@/hooks/use-code-prefs';
import { useCopyShortcut } from '@/hooks/use-copy-shortcut';
import type { CodeStyling } from './code-prefs';
import { DemoIcon } from './demo-icon';
import { DemoIsland, type DemoIslandLabels } from './demo-island.client';
import { DemoToolbar, type DemoToolbarLabels } from './demo-toolbar.client';
import type { SandboxKind } from './sandbox';

/** What the client needs of one styling variant; the code itself is read from the rendered panel. */
export interface DemoSourceMeta {
  styling: CodeStyling;
  tsFile: string;
  jsFile: string;
  sourceUrl: string;
  dependencies: Record<string, string>;
}

export interface DemoClientLabels extends DemoToolbarLabels, DemoIslandLabels {
  code: string;
  expand: string;
  collapse: string;
}

export interface DemoClientProps {
  id: string;
  name: string;
  sources: DemoSourceMeta[];
  hideToolbar: boolean;
  defaultCodeOpen: boolean;
  fixedHeight?: number;
  reserve: number;
  /** The code is long enough to start as a short preview. */
  long: boolean;
  sandboxUrls: Record<SandboxKind, string>;
  labels: DemoClientLabels;
  /** The server-rendered code panels, one per language and styling; CSS shows the preferred one. */
  children: ReactNode;
}

/** The interactive half of a demo: live area, toolbar, and the code panels' behaviour. */
export function DemoClient(props: DemoClientProps) {
  const { id, name, sources, labels } = props;
  const [prefs, setPrefs] = useCodePrefs();
  const stylings = sources.map((source) => source.styling);
  const styling = stylings.includes(prefs.styling) ? prefs.styling : 'system';
  const source = sources.find((candidate) => candidate.styling === styling) ?? sources[0];
  const [resetKey, setResetKey] = useState(0);
  const [expanded, setExpanded] = useState(props.defaultCodeOpen);
  const area = useRef<HTMLDivElement>(null);

  const panel = useCallback(
    () =>
      area.current?.querySelector(`.demo-code[data-variant="${prefs.variant}"][data-styling="${styling}"]`),
    [prefs.variant, styling],
  );
  // Exactly the text of the panel on screen, so what is copied is what is read.
  const getCode = useCallback(() => panel()?.querySelector('.demo-main pre')?.textContent ?? '', [panel]);
  const shortcut = useCopyShortcut(getCode);

  // `#Name.js`, `#tailwind-Name` and the like are links to this demo: bring it into view.
  useEffect(() => {
    const hash = location.hash.slice(1);
    let target = hash;
    try {
      target = decodeURIComponent(hash);
    } catch {
      return; // A malformed hash names no demo.
    }
    target = target.replace(/^(tailwind|css|system)-|\.(js|tsx)$/g, '');
    if (target === name && hash !== name) area.current?.closest('figure')?.scrollIntoView();
  }, [name]);

  const openSandbox = async (kind: SandboxKind) => {
    const sandbox = await import('./sandbox');
    const stylesheet = panel()?.querySelector('.demo-stylesheet');
    const demo = {
      title: name,
      fileName: prefs.variant === 'TS' ? source.tsFile : source.jsFile,
      code: getCode(),
      variant: prefs.variant,
      styling,
      dependencies: source.dependencies,
      stylesheet: stylesheet
        ? {
            fileName: stylesheet.getAttribute('data-file') ?? '',
            code: stylesheet.querySelector('pre')?.textContent ?? '',
          }
        : undefined,
    };
    const url = props.sandboxUrls[kind];
    sandbox.submitForm(
      kind === 'stackblitz' ? sandbox.stackBlitzForm(demo, url) : sandbox.codeSandboxForm(demo, url),
    );
  };

  return (
    <>
      <DemoIsland
        id={id}
        styling={styling}
        resetKey={resetKey}
        minHeight={props.reserve}
        fixedHeight={props.fixedHeight}
        labels={labels}
      />
      {!props.hideToolbar && (
        <DemoToolbar
          prefs={prefs}
          styling={styling}
          stylings={stylings}
          onPrefs={setPrefs}
          getCode={getCode}
          copied={shortcut.copied}
          onSandbox={(kind) => void openSandbox(kind)}
          onReset={() => setResetKey((key) => key + 1)}
          sourceUrl={source.sourceUrl}
          labels={labels}
        />
      )}
      <div
        ref={area}
        className="demo-code-area"
        data-collapsed={props.long && !expanded ? '' : undefined}
        tabIndex={0}
        role="region"
        aria-label={labels.code}
        onKeyDown={shortcut.onKeyDown}
      >
        {props.children}
      </div>
      {props.long && (
        <button
          type="button"
          className="demo-expand"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          <DemoIcon name={expanded ? 'UnfoldLess' : 'UnfoldMore'} />
          {expanded ? labels.collapse : labels.expand}
        </button>
      )}
    </>
  );
}
