'use client';
import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useCodePrefs } from '@/hooks/use-code-prefs';
import { useCopyShortcut } from '@/hooks/use-copy-shortcut';
import type { CodeStyling } from './code-prefs';
import { DemoIcon } from './demo-icon';
import { DemoIsland, type DemoIslandLabels } from './demo-island.client';
import { DemoToolbar, type DemoToolbarLabels } from './demo-toolbar.client';
import type { SandboxKind } from './sandbox';
import { caretOffset } from './caret-offset';
import { useLiveEdit } from './use-live-edit';

/** What the client needs of one styling variant; the code itself is read from the rendered panel. */
export interface DemoSourceMeta {
  styling: CodeStyling;
  tsFile: string;
  jsFile: string;
  sourceUrl: string;
  dependencies: Record<string, string>;
}

/** The same object for every demo of a page, so React's payload carries it once. */
export interface DemoClientLabels extends DemoToolbarLabels, DemoIslandLabels {
  /** Names the code region; the demo's name follows. */
  code: string;
  expand: string;
  collapse: string;
  /** Accessible name of the code editor; the demo's name follows. */
  editor: string;
  /** How Tab and Esc behave in the editor. */
  editorHint: string;
  /** Heads the error of the edited code. */
  liveError: string;
  /** Where the error is, with `{line}`. */
  errorLine: string;
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
  const readOriginal = useCallback(
    () => panel()?.querySelector('.demo-main pre')?.textContent ?? '',
    [panel],
  );
  const editorHost = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const live = useLiveEdit({
    id,
    styling,
    variant: prefs.variant,
    fileName: prefs.variant === 'TS' ? source.tsFile : source.jsFile,
    readOriginal,
    host: editorHost,
    region: area,
    label: `${labels.editor}: ${name}`,
    hintId,
  });
  // While edited, the code is the edit: copy, the shortcut and the sandboxes take it.
  const getCode = live.getCode;
  const shortcut = useCopyShortcut(getCode);

  // A click into the code starts editing there; a click that selects text is left alone.
  const onCodeClick = (event: MouseEvent) => {
    const pre = panel()?.querySelector('.demo-main pre');
    if (live.editing || !pre?.contains(event.target as Node)) return;
    if ((window.getSelection()?.toString() ?? '') !== '') return;
    live.begin(caretOffset(pre, event.clientX, event.clientY));
  };

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
        live={live.live}
      />
      {live.editing && (
        <div className="demo-live-error" aria-live="polite" data-edit-ms={live.editMs}>
          {live.error && (
            <>
              <strong>{labels.liveError}</strong>{' '}
              {live.error.line !== undefined &&
                `${labels.errorLine.replace('{line}', String(live.error.line))}: `}
              {live.error.message}
            </>
          )}
        </div>
      )}
      {!props.hideToolbar && (
        <DemoToolbar
          prefs={prefs}
          styling={styling}
          stylings={stylings}
          onPrefs={setPrefs}
          getCode={getCode}
          copied={shortcut.copied}
          onSandbox={(kind) => void openSandbox(kind)}
          onEdit={() => live.begin()}
          onReset={() => {
            live.reset();
            setResetKey((key) => key + 1);
          }}
          sourceUrl={source.sourceUrl}
          labels={labels}
        />
      )}
      <div
        ref={area}
        className="demo-code-area"
        data-collapsed={props.long && !expanded && !live.editing ? '' : undefined}
        data-editing={live.editing ? '' : undefined}
        tabIndex={0}
        role="region"
        aria-label={`${labels.code}: ${name}`}
        onClick={onCodeClick}
        onKeyDown={(event) => {
          if ((event.target as Element).closest('.cm-editor')) return; // the editor's own keys
          if (event.key === 'Enter' && event.target === area.current) live.begin();
          else shortcut.onKeyDown(event);
        }}
      >
        {live.editing && (
          <>
            <div ref={editorHost} className="demo-editor" />
            <p id={hintId} className="demo-editor-hint">
              {labels.editorHint}
            </p>
          </>
        )}
        {props.children}
      </div>
      {props.long && !live.editing && (
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
