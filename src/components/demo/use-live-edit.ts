'use client';
import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import type { EditorView } from '@codemirror/view';
import type { CodeStyling, CodeVariant } from './code-prefs';
import type { LiveError, LiveScope } from './live-run';

type Tools = typeof import('./live-tools');

/** Pause after the last keystroke before the edited code runs. */
export const LIVE_DEBOUNCE_MS = 300;

/** What the live area renders while the code is edited. */
export interface LiveRender {
  Boundary: Tools['LiveBoundary'];
  /** The edited demo to try. */
  Candidate: ComponentType;
  /** The last edited version that rendered; null: the original demo. */
  Good: ComponentType | null;
  version: number;
  onRendered: () => void;
  onError: (error: unknown) => void;
}

export interface LiveEditOptions {
  id: string;
  styling: CodeStyling;
  variant: CodeVariant;
  /** File name of the shown panel, e.g. `Grid.tsx`; names the code in stack traces. */
  fileName: string;
  /** The original code of the shown panel. */
  readOriginal: () => string;
  /** Where the editor mounts. */
  host: RefObject<HTMLDivElement | null>;
  /** Where Esc sends the focus. */
  region: RefObject<HTMLElement | null>;
  label: string;
  hintId: string;
}

/**
 * The code panel as an editor: loads CodeMirror, Sucrase and the demo's modules on the
 * first edit, keeps one edit per language × styling until reset, and re-runs the demo
 * a moment after typing stops. A failing version leaves the last good render on screen.
 */
export function useLiveEdit(options: LiveEditOptions) {
  const { id, styling, variant, fileName, host, region } = options;
  const key = `${styling}-${variant}`;
  const [editing, setEditing] = useState(false);
  // The tools that ran the candidate come with it, so rendering never reads the `tools` ref.
  const [run, setRun] = useState<{ Candidate: ComponentType; version: number; tools: Tools } | null>(null);
  const [good, setGood] = useState<ComponentType | null>(null);
  const [error, setError] = useState<LiveError | null>(null);
  /** Milliseconds from the first keystroke of an edit to the demo rendered with it. */
  const [editMs, setEditMs] = useState<number>();
  const tools = useRef<Tools | null>(null);
  const scopes = useRef<Partial<Record<CodeStyling, Promise<LiveScope>>>>({});
  const edits = useRef<Record<string, string>>({});
  const view = useRef<EditorView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const changedAt = useRef<number | null>(null);
  const start = useRef<{ cursor?: number; focus: boolean }>({ focus: false });
  const latest = useRef(options);
  // Declared before the editor's effect, so it runs first; the editor reads it once its code loaded.
  useEffect(() => {
    latest.current = options;
  });
  const url = `live-demo/${fileName}`;

  const execute = useCallback(
    async (code: string) => {
      const loaded = tools.current!;
      try {
        scopes.current[styling] ??= loaded.loadScope(id, styling);
        const scope = await scopes.current[styling];
        const Candidate = loaded.evaluateDemo(code, variant, scope, url, loaded.executeInPage);
        setRun((current) => ({ Candidate, version: (current?.version ?? 0) + 1, tools: loaded }));
      } catch (caught) {
        setError(loaded.describeError(caught, url));
      }
    },
    [id, styling, variant, url],
  );

  // The editor of the shown panel; a language or styling switch swaps in that panel's code.
  useEffect(() => {
    if (!editing) return;
    let live = true;
    setRun(null);
    setGood(null);
    setError(null);
    (tools.current ? Promise.resolve(tools.current) : import('./live-tools'))
      .then((loaded) => {
        if (!live || !host.current) return;
        tools.current = loaded;
        const { readOriginal, label, hintId } = latest.current;
        const edited = edits.current[key];
        view.current = loaded.createCodeEditor(host.current, {
          doc: edited ?? readOriginal(),
          variant,
          cursor: start.current.cursor,
          label,
          describedBy: hintId,
          onChange: (doc) => {
            edits.current[key] = doc;
            changedAt.current ??= performance.now();
            clearTimeout(timer.current);
            timer.current = setTimeout(() => void execute(doc), LIVE_DEBOUNCE_MS);
          },
          onLeave: () => region.current?.focus(),
        });
        if (start.current.focus) view.current.focus();
        start.current = { focus: false };
        if (edited !== undefined) void execute(edited);
      })
      .catch((caught: unknown) => {
        console.error('The code editor failed to load:', caught);
        if (live) setError({ message: 'The code editor failed to load.' });
      });
    return () => {
      live = false;
      clearTimeout(timer.current);
      view.current?.destroy();
      view.current = null;
    };
  }, [editing, key, variant, execute, host, region]);

  /** Turns the panel into the editor (or focuses it), the cursor at `cursor` when given. */
  const begin = useCallback((cursor?: number) => {
    if (view.current) return view.current.focus();
    start.current = { cursor, focus: true };
    setEditing(true);
  }, []);

  /** Back to the original code and render, for every language and styling. */
  const reset = useCallback(() => {
    edits.current = {};
    changedAt.current = null;
    setEditing(false);
    setRun(null);
    setGood(null);
    setError(null);
    setEditMs(undefined);
  }, []);

  /** The code the reader sees: the edit of the shown panel, else its original. */
  const getCode = useCallback(() => edits.current[key] ?? options.readOriginal(), [key, options]);

  const live: LiveRender | null = run
    ? {
        Boundary: run.tools.LiveBoundary,
        Candidate: run.Candidate,
        Good: good,
        version: run.version,
        onRendered: () => {
          setGood(() => run.Candidate);
          setError(null);
          if (changedAt.current !== null) setEditMs(Math.round(performance.now() - changedAt.current));
          changedAt.current = null;
        },
        onError: (caught) => setError(run.tools.describeError(caught, url)),
      }
    : null;

  return { editing, begin, reset, getCode, error, editMs, live };
}
