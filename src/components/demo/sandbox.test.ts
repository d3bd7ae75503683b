import { describe, expect, it } from 'vitest';
import { codeSandboxForm, sandboxFiles, stackBlitzForm, type SandboxDemo } from './sandbox';
import { decompressFromBase64 } from 'lz-string';

const demo: SandboxDemo = {
  title: 'Team toolbar',
  fileName: 'TeamToolbar.tsx',
  code: "import { DataGrid } from '@mui/x-data-grid';\nexport default function TeamToolbar() {\n  return null;\n}",
  variant: 'TS',
  styling: 'system',
  dependencies: { '@mui/x-data-grid': '8.29.3', react: '19.3.1', 'react-dom': '19.3.1' },
};

describe('sandboxFiles', () => {
  it('makes a complete TypeScript project around the demo', () => {
    const files = sandboxFiles(demo);
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/TeamToolbar.tsx',
      'src/index.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    const pkg = JSON.parse(files['package.json']);
    expect(pkg.dependencies).toEqual(demo.dependencies);
    expect(pkg.name).toBe('team-toolbar');
    expect(pkg.scripts.dev).toBe('vite');
    expect(files['src/TeamToolbar.tsx']).toBe(`${demo.code}\n`);
    expect(files['src/index.tsx']).toContain("import Demo from './TeamToolbar';");
    expect(files['index.html']).toContain('src="/src/index.tsx"');
  });

  it('makes a JavaScript project for the JS variant', () => {
    const files = sandboxFiles({ ...demo, variant: 'JS', fileName: 'TeamToolbar.jsx' });
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/TeamToolbar.jsx',
      'src/index.jsx',
      'vite.config.js',
    ]);
    expect(files['src/index.jsx']).not.toContain('!)');
    expect(JSON.parse(files['package.json']).devDependencies.typescript).toBeUndefined();
  });

  it('adds Tailwind setup or the CSS module for those stylings', () => {
    const tailwind = sandboxFiles({ ...demo, styling: 'tailwind' });
    expect(tailwind['src/index.css']).toContain("@import 'tailwindcss'");
    expect(tailwind['postcss.config.mjs']).toContain('@tailwindcss/postcss');
    expect(tailwind['src/index.tsx']).toContain("import './index.css';");
    const css = sandboxFiles({
      ...demo,
      styling: 'css',
      stylesheet: { fileName: 'TeamToolbar.module.css', code: '.root { gap: 4px; }' },
    });
    expect(css['src/TeamToolbar.module.css']).toBe('.root { gap: 4px; }');
    expect(css['src/index.css']).toBeUndefined();
  });
});

describe('sandbox forms', () => {
  it('posts every file to StackBlitz, at a configurable URL', () => {
    const form = stackBlitzForm(demo, 'http://127.0.0.1:9/run');
    expect(form.action).toBe('http://127.0.0.1:9/run?file=src%2FTeamToolbar.tsx');
    const fields = Object.fromEntries(form.fields);
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[files][src/TeamToolbar.tsx]']).toBe(`${demo.code}\n`);
    expect(JSON.parse(fields['project[files][package.json]']).dependencies['@mui/x-data-grid']).toBe(
      '8.29.3',
    );
  });

  it('posts compressed parameters to CodeSandbox', () => {
    const form = codeSandboxForm(demo, 'http://127.0.0.1:9/define');
    expect(form.action).toBe('http://127.0.0.1:9/define');
    const fields = Object.fromEntries(form.fields);
    expect(fields.query).toBe('file=/src/TeamToolbar.tsx');
    // URL-safe base64 without padding, of lz-string-compressed JSON: decode it the way CodeSandbox does.
    expect(fields.parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = decompressFromBase64(fields.parameters.replace(/-/g, '+').replace(/_/g, '/'));
    const files = Object.fromEntries(
      Object.entries(sandboxFiles(demo)).map(([path, content]) => [path, { content, isBinary: false }]),
    );
    expect(JSON.parse(decoded)).toEqual({ files });
  });
});
