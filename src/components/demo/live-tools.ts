/**
 * Everything live editing needs, in one chunk loaded on the reader's first edit:
 * the editor, the transpiler, the runner and the loaders of each demo's modules.
 */
import { scopesOfPage } from '@generated/demo-scopes';
import { demoPageKey } from '@/engine/shared/demo-id';
import type { CodeStyling } from './code-prefs';
import type { LiveScope } from './live-run';

export { createCodeEditor } from './live-editor';
export { describeError, evaluateDemo } from './live-run';
export { executeInPage } from './live-execute';
export { LiveBoundary } from './live-boundary.client';

/** The modules a demo's code imports, resolved to the instances the page already runs. */
export async function loadScope(id: string, styling: CodeStyling): Promise<LiveScope> {
  const loaders = (await scopesOfPage(demoPageKey(id)))[id];
  if (!loaders) throw new Error(`Unknown demo ${id}`);
  return (loaders[styling] ?? loaders.system)();
}
