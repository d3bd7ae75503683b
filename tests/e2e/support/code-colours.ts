import type { Locator } from '@playwright/test';

/** The distinct colours the tokens of a highlighted block are drawn in: more than one means highlighted. */
export function tokenColours(block: Locator): Promise<string[]> {
  return block.evaluate((pre) => [
    ...new Set([...pre.querySelectorAll('.line > span')].map((token) => getComputedStyle(token).color)),
  ]);
}
