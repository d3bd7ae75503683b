/** Tones a `<Callout>` may have (mirrors the component's `type`). */
export type CalloutType = 'info' | 'success' | 'warning' | 'error';

/** A Markdown twin: the page it belongs to and its text. */
export interface MarkdownTwin {
  /** Page URL path without `.md`, e.g. `/zh/x/react-data-grid/editing`. */
  pagePath: string;
  markdown: string;
}
