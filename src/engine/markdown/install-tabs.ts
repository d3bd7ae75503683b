import type { Element, ElementContent } from 'hast';
import { PACKAGE_MANAGERS, convertInstallBlock } from '../shared/markdown/package-managers';

/** The highlighted `<pre>` of a code text, supplied by the caller (Shiki at build time). */
export type Highlight = (code: string) => Promise<Element>;

/**
 * An npm install block as tabs: one highlighted panel per package manager, all
 * in the HTML so the stored choice shows before any script runs (CSS hides the
 * others by `<html data-package-manager>`), and a `<package-manager-tabs>` slot
 * where the page renders the tab buttons. `id` must be unique in the page.
 */
export async function installTabs(source: string, id: string, highlight: Highlight): Promise<Element> {
  const panels = await Promise.all(
    PACKAGE_MANAGERS.map(async (manager): Promise<ElementContent> => {
      const code = convertInstallBlock(source, manager);
      return {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['code-block', 'pm-panel'],
          dataLang: 'bash',
          dataManager: manager,
          role: 'tabpanel',
          id: `${id}-${manager}`,
          ariaLabelledBy: [`${id}-${manager}-tab`],
          tabIndex: 0,
        },
        children: [
          await highlight(code),
          { type: 'element', tagName: 'copy-slot', properties: { dataCode: code }, children: [] },
        ],
      };
    }),
  );
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['pm-tabs'] },
    children: [
      { type: 'element', tagName: 'package-manager-tabs', properties: { dataId: id }, children: [] },
      ...panels,
    ],
  };
}
