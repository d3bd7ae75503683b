import type { Locator } from '@playwright/test';

/**
 * The distinct colours the tokens of a highlighted block are drawn in: more than one means
 * highlighted. Tokens in the default colour are plain text of their line, drawn in its colour.
 */
export function tokenColours(block: Locator): Promise<string[]> {
  return block.evaluate((pre) => {
    const lines = [...pre.querySelectorAll('.line')];
    const plain = lines.filter((line) =>
      [...line.childNodes].some((node) => node.nodeType === Node.TEXT_NODE),
    );
    const tokens = [...pre.querySelectorAll('.line > span'), ...plain];
    return [...new Set(tokens.map((token) => getComputedStyle(token).color))];
  });
}
