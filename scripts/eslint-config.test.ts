import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Lints source text as if it were a file at a path of the repository (nothing is written), so
// the test proves which files `eslint.config.mjs` reaches and what it reports there.
const root = path.resolve(__dirname, '..');
const demoPath = path.join(root, 'content/lint-fixture/demos/Fixture.tsx');

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, cache: false });
});

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const conditionalHook = `import * as React from 'react';

export default function Fixture({ show }: { show: boolean }) {
  if (!show) return null;
  const [count, setCount] = React.useState(0);
  return <button onClick={() => setCount(count + 1)}>{count}</button>;
}
`;

describe('eslint.config.mjs', () => {
  it('reports a hook called conditionally in a demo', async () => {
    expect(await ruleIds(conditionalHook, demoPath)).toContain('react-hooks/rules-of-hooks');
  });

  it('reports a useRef value read while a demo renders, but not MUI X apiRef calls', async () => {
    const refInRender = `import * as React from 'react';

export default function Fixture() {
  const clicks = React.useRef(0);
  return <button onClick={() => (clicks.current += 1)}>{clicks.current}</button>;
}
`;
    const apiRefInRender = `import * as React from 'react';
import { useGridApiContext } from '@mui/x-data-grid';

export default function Fixture() {
  const apiRef = useGridApiContext();
  return <span>{apiRef.current.getAllRowIds().length}</span>;
}
`;
    expect(await ruleIds(refInRender, demoPath)).toContain('react-hooks/refs');
    expect(await ruleIds(apiRefInRender, demoPath)).toEqual([]);
  });

  it('reports an unused import in the site source', async () => {
    const unused = `import { useState } from 'react';\n\nexport const answer = 42;\n`;
    const sourcePath = path.join(root, 'src/components/lint-fixture.client.tsx');
    expect(await ruleIds(unused, sourcePath)).toContain('@typescript-eslint/no-unused-vars');
  });

  it('lets Playwright fixtures call their `use` callback', async () => {
    const fixture = `import { test as base } from '@playwright/test';

export const test = base.extend<{ page2: string }>({
  page2: async ({}, use) => {
    await use('ready');
  },
});
`;
    const specPath = path.join(root, 'tests/e2e/support/lint-fixture.ts');
    expect(await ruleIds(fixture, specPath)).not.toContain('react-hooks/rules-of-hooks');
  });

  it('covers the code folders and ignores generated output', async () => {
    const linted = [
      'app/page.tsx',
      'src/engine/a.ts',
      'scripts/a.mjs',
      'tests/e2e/a.spec.ts',
      'next.config.ts',
    ];
    const skipped = ['generated/api/a.ts', '.next/server/a.js', 'public/x/sw.js', 'next-env.d.ts'];
    for (const file of [...linted, demoPath]) {
      expect(await eslint.isPathIgnored(path.resolve(root, file)), file).toBe(false);
    }
    for (const file of skipped) {
      expect(await eslint.isPathIgnored(path.join(root, file)), file).toBe(true);
    }
  });
});
