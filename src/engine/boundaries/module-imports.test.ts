import { describe, expect, it } from 'vitest';
import { moduleImports } from './module-imports';

describe('moduleImports', () => {
  it('lists static, side-effect, re-export and dynamic imports', () => {
    const source = [
      `'use client';`,
      `import 'server-only';`,
      `import fs from 'node:fs';`,
      `import * as React from 'react';`,
      `import { a, type B } from './a';`,
      `export { c } from './c';`,
      `export * from './d';`,
      `const lazy = () => import('./e');`,
    ].join('\n');
    expect(moduleImports(source, 'x.tsx')).toEqual({
      specifiers: ['server-only', 'node:fs', 'react', './a', './c', './d', './e'],
      useClient: true,
    });
  });

  it('leaves out imports erased at compile time', () => {
    const source = [
      `import type { A } from './a';`,
      `import { type B, type C } from './b';`,
      `export type { D } from './d';`,
      `export { type E } from './e';`,
      `import {} from './kept';`,
    ].join('\n');
    expect(moduleImports(source, 'x.ts').specifiers).toEqual(['./kept']);
  });

  it("reads 'use client' only as the file's first statements", () => {
    expect(moduleImports(`/** doc */\n"use client";\nexport {};`, 'x.tsx').useClient).toBe(true);
    expect(moduleImports(`import 'a';\n'use client';`, 'x.tsx').useClient).toBe(false);
    expect(moduleImports(`export const mode = 'use client';`, 'x.ts').useClient).toBe(false);
  });
});
