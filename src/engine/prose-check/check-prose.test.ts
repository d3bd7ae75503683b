import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '../markdown/compile';
import { frontmatterLines } from './check-prose';

const fixture = path.join(__dirname, 'fixtures', 'wrong-names.mdx');

describe('prose check in the content pipeline', () => {
  it('fails the compile with file, line and the nearest name, against the generated API data', async () => {
    const raw = fs.readFileSync(fixture, 'utf8');
    const { data, content } = matter(raw);
    const compiling = compileMdx(content, {
      file: fixture,
      pageKey: 'data-grid/fixture',
      lang: 'en',
      knownPathnames: new Set(),
      prose: { components: data.components, lineOffset: frontmatterLines(raw, content) },
    });
    const error = await compiling.then(
      () => undefined,
      (reason: Error) => reason,
    );
    const lines = error?.message.split('\n') ?? [];
    expect(lines[0]).toMatch(/Unknown API names in .*wrong-names\.mdx/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/wrong-names\.mdx:7:21: `rowHieght` .*Nearest: `rowHeight`/),
      expect.stringMatching(/wrong-names\.mdx:7:48: `toolbr` is not a slot.*Nearest: `toolbar`/),
      expect.stringMatching(
        /wrong-names\.mdx:9:6: `apiRef.current.updateRow` is not in GridApiPremium.*`updateRows`/,
      ),
      expect.stringMatching(
        /wrong-names\.mdx:9:49: `MuiDataGrid-cel` is not a class.*Nearest: `MuiDataGrid-cell`/,
      ),
    ]);
  });

  it('counts the front matter lines', () => {
    expect(frontmatterLines('---\ntitle: x\n---\n\nBody\n', '\nBody\n')).toBe(3);
  });
});
