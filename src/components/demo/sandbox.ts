import type { CodeStyling, CodeVariant } from './code-prefs';
import { compressToBase64 } from 'lz-string';

/** Public endpoints that turn a POSTed form into a new online project. */
export const DEFAULT_SANDBOX_URLS = {
  stackblitz: 'https://stackblitz.com/run',
  codesandbox: 'https://codesandbox.io/api/v1/sandboxes/define',
} as const;
export type SandboxKind = keyof typeof DEFAULT_SANDBOX_URLS;

/** A demo as the reader sees it, to be turned into a runnable project. */
export interface SandboxDemo {
  title: string;
  /** Demo file name in the chosen language, e.g. `Toolbar.tsx` or `Toolbar.jsx`. */
  fileName: string;
  code: string;
  variant: CodeVariant;
  styling: CodeStyling;
  /** Exact installed versions of the packages the demo needs. */
  dependencies: Record<string, string>;
  /** The CSS module of the `css` styling. */
  stylesheet?: { fileName: string; code: string };
}

// Build tooling is not a dependency of the site, so no installed version exists to pin.
const TOOLING = { vite: '^6.3.0', '@vitejs/plugin-react': '^4.4.0' };

/** A complete Vite + React project running the demo: path → file contents. */
export function sandboxFiles(demo: SandboxDemo): Record<string, string> {
  const ts = demo.variant === 'TS';
  const ext = ts ? 'tsx' : 'jsx';
  const component = demo.fileName.replace(/\.[jt]sx$/, '');
  const devDependencies: Record<string, string> = { ...TOOLING };
  if (ts) {
    devDependencies.typescript = '^5.9.0';
    devDependencies['@types/react'] = '^19.0.0';
    devDependencies['@types/react-dom'] = '^19.0.0';
  }
  const packageJson = {
    name: component.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase()),
    private: true,
    type: 'module',
    description: demo.title,
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: demo.dependencies,
    devDependencies,
  };
  const tailwind = demo.styling === 'tailwind';
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
      `    <title>${demo.title.replace(/[<&]/g, '')}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/index.${ext}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [`vite.config.${ts ? 'ts' : 'js'}`]: [
      "import { defineConfig } from 'vite';",
      "import react from '@vitejs/plugin-react';",
      '',
      'export default defineConfig({ plugins: [react()] });',
      '',
    ].join('\n'),
    [`src/index.${ext}`]: [
      "import * as React from 'react';",
      "import { createRoot } from 'react-dom/client';",
      ...(tailwind ? ["import './index.css';"] : []),
      `import Demo from './${component}';`,
      '',
      `createRoot(document.getElementById('root')${ts ? '!' : ''}).render(`,
      '  <React.StrictMode>',
      '    <Demo />',
      '  </React.StrictMode>,',
      ');',
      '',
    ].join('\n'),
    [`src/${component}.${ext}`]: demo.code.endsWith('\n') ? demo.code : `${demo.code}\n`,
  };
  if (ts) {
    const compilerOptions = {
      target: 'ES2022',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    };
    files['tsconfig.json'] = `${JSON.stringify({ compilerOptions, include: ['src'] }, null, 2)}\n`;
  }
  if (tailwind) {
    files['src/index.css'] = "@import 'tailwindcss';\n";
    files['postcss.config.mjs'] = "export default { plugins: { '@tailwindcss/postcss': {} } };\n";
  }
  if (demo.stylesheet) files[`src/${demo.stylesheet.fileName}`] = demo.stylesheet.code;
  return files;
}

/** A form to POST: the endpoint and its fields in order. */
export interface SandboxForm {
  action: string;
  fields: Array<[name: string, value: string]>;
}

export function stackBlitzForm(
  demo: SandboxDemo,
  url: string = DEFAULT_SANDBOX_URLS.stackblitz,
): SandboxForm {
  const files = sandboxFiles(demo);
  const entry = `src/${demo.fileName.replace(/\.[jt]sx$/, '')}.${demo.variant === 'TS' ? 'tsx' : 'jsx'}`;
  const action = `${url}${url.includes('?') ? '&' : '?'}file=${encodeURIComponent(entry)}`;
  return {
    action,
    fields: [
      ['project[title]', demo.title],
      ['project[description]', `${demo.title}, a live demo from the MUI X documentation`],
      // "node" runs the project in a WebContainer, so package.json is used as written.
      ['project[template]', 'node'],
      ...Object.entries(files).map(([path, content]): [string, string] => [
        `project[files][${path}]`,
        content,
      ]),
    ],
  };
}

export function codeSandboxForm(
  demo: SandboxDemo,
  url: string = DEFAULT_SANDBOX_URLS.codesandbox,
): SandboxForm {
  const files = Object.fromEntries(
    Object.entries(sandboxFiles(demo)).map(([path, content]) => [path, { content, isBinary: false }]),
  );
  const parameters = compressToBase64(JSON.stringify({ files }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const entry = `/src/${demo.fileName}`;
  return {
    action: url,
    fields: [
      ['parameters', parameters],
      ['query', `file=${entry}`],
    ],
  };
}

/** Submits the form into a new tab; a real form POST needs no CORS and no popup permission. */
export function submitForm({ action, fields }: SandboxForm): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
