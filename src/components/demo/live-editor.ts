import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { javascript } from '@codemirror/lang-javascript';
import { bracketMatching, HighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { drawSelection, EditorView, keymap } from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import type { CodeVariant } from './code-prefs';
import './live-editor.css';

/**
 * Token classes; live-editor.css colours them like the build-time highlighting
 * (GitHub's light and dark default themes), following the page's mode.
 */
const highlight = HighlightStyle.define([
  {
    tag: [t.keyword, t.controlKeyword, t.moduleKeyword, t.definitionKeyword, t.modifier, t.operatorKeyword],
    class: 'tok-keyword',
  },
  { tag: [t.operator, t.arithmeticOperator, t.logicOperator, t.compareOperator], class: 'tok-keyword' },
  { tag: [t.string, t.special(t.string), t.regexp], class: 'tok-string' },
  { tag: [t.comment, t.lineComment, t.blockComment], class: 'tok-comment' },
  { tag: [t.number, t.bool, t.null, t.atom, t.self], class: 'tok-constant' },
  { tag: [t.function(t.variableName), t.function(t.definition(t.variableName))], class: 'tok-function' },
  { tag: [t.typeName, t.className, t.namespace], class: 'tok-type' },
  { tag: [t.tagName, t.standard(t.tagName)], class: 'tok-tag' },
  { tag: [t.attributeName, t.definition(t.propertyName)], class: 'tok-attribute' },
]);

export interface CodeEditorOptions {
  doc: string;
  variant: CodeVariant;
  /** Where the cursor starts, as an offset in `doc`. */
  cursor?: number;
  /** Accessible name of the editing area. */
  label: string;
  /** Id of the element that explains the keys (Tab, Esc). */
  describedBy: string;
  onChange: (doc: string) => void;
  /** Esc: the reader leaves the editor; the caller moves focus. */
  onLeave: () => void;
}

/**
 * A CodeMirror 6 editor for a demo's code: TS/JS with JSX, no line numbers. Tab indents;
 * Esc leaves (focus goes where `onLeave` puts it), and Ctrl-M (Shift-Alt-M on macOS)
 * toggles CodeMirror's tab-focus mode, in which Tab moves focus instead of indenting.
 */
export function createCodeEditor(parent: HTMLElement, options: CodeEditorOptions): EditorView {
  const leave = keymap.of([
    {
      key: 'Escape',
      run: (view) => {
        if (view.state.selection.ranges.length > 1) return false; // first Esc drops extra cursors
        options.onLeave();
        return true;
      },
    },
  ]);
  const state = EditorState.create({
    doc: options.doc,
    selection: { anchor: Math.min(options.cursor ?? 0, options.doc.length) },
    extensions: [
      history(),
      drawSelection(),
      bracketMatching(),
      indentUnit.of('  '),
      EditorState.tabSize.of(2),
      javascript({ jsx: true, typescript: options.variant === 'TS' }),
      syntaxHighlighting(highlight),
      leave,
      keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
      EditorView.contentAttributes.of({
        'aria-label': options.label,
        'aria-describedby': options.describedBy,
      }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) options.onChange(update.state.doc.toString());
      }),
    ],
  });
  return new EditorView({ state, parent });
}
