import { describe, expect, it } from 'vitest';
import {
  convertInstallBlock,
  convertInstallLine,
  isInstallBlock,
  isPackageManager,
} from './package-managers';

describe('isInstallBlock', () => {
  it('accepts blocks of npm install / npm i lines, comments and blank lines aside', () => {
    expect(isInstallBlock('npm install @mui/x-data-grid @mui/material')).toBe(true);
    expect(isInstallBlock('npm i -D typescript')).toBe(true);
    expect(isInstallBlock('npm install a\n# or, for range pickers\nnpm install b\n')).toBe(true);
    expect(isInstallBlock('npm install @mui/x-data-grid@^8.29.3   # and -pro if you use it')).toBe(true);
  });
  it('leaves other blocks alone', () => {
    expect(isInstallBlock('')).toBe(false);
    expect(isInstallBlock('# only a comment')).toBe(false);
    expect(isInstallBlock('npm uninstall a\nnpm install b')).toBe(false);
    expect(isInstallBlock('npm install a\n# or\npnpm add a')).toBe(false);
    expect(isInstallBlock('npx @mui/x-codemod v8.0.0/preset-safe src')).toBe(false);
    expect(isInstallBlock('npm info @mui/x-data-grid')).toBe(false);
    expect(isInstallBlock('npm installer')).toBe(false);
  });
});

describe('convertInstallLine', () => {
  it.each([
    [
      'npm install @mui/x-data-grid @mui/material',
      'pnpm add @mui/x-data-grid @mui/material',
      'yarn add @mui/x-data-grid @mui/material',
    ],
    ['npm i @mui/x-charts', 'pnpm add @mui/x-charts', 'yarn add @mui/x-charts'],
    ['npm install -D @types/react', 'pnpm add -D @types/react', 'yarn add -D @types/react'],
    ['npm install --save-dev typescript', 'pnpm add -D typescript', 'yarn add -D typescript'],
    [
      'npm install --save-exact @mui/x-tree-view@8.0.0',
      'pnpm add -E @mui/x-tree-view@8.0.0',
      'yarn add -E @mui/x-tree-view@8.0.0',
    ],
    ['npm install -O fsevents', 'pnpm add -O fsevents', 'yarn add -O fsevents'],
    ['npm install --save-peer react', 'pnpm add --save-peer react', 'yarn add -P react'],
    ['npm install --save dayjs', 'pnpm add dayjs', 'yarn add dayjs'],
    ['npm install -g @mui/x-codemod', 'pnpm add -g @mui/x-codemod', 'yarn global add @mui/x-codemod'],
    ['npm install', 'pnpm install', 'yarn install'],
    [
      'npm install @mui/x-data-grid@^5   # or @mui/x-data-grid-pro@^5',
      'pnpm add @mui/x-data-grid@^5   # or @mui/x-data-grid-pro@^5',
      'yarn add @mui/x-data-grid@^5   # or @mui/x-data-grid-pro@^5',
    ],
    ['  npm install a', '  pnpm add a', '  yarn add a'],
  ])('%s', (npm, pnpm, yarn) => {
    expect(convertInstallLine(npm, 'npm')).toBe(npm);
    expect(convertInstallLine(npm, 'pnpm')).toBe(pnpm);
    expect(convertInstallLine(npm, 'yarn')).toBe(yarn);
  });
  it('keeps comments, blank lines and other commands as written', () => {
    expect(convertInstallLine('# or, for range pickers', 'pnpm')).toBe('# or, for range pickers');
    expect(convertInstallLine('', 'yarn')).toBe('');
    expect(convertInstallLine('npx something', 'yarn')).toBe('npx something');
  });
});

describe('convertInstallBlock', () => {
  it('converts every install line of a block', () => {
    const block =
      'npm install @mui/x-date-pickers\n# or, for range pickers\nnpm install @mui/x-date-pickers-pro';
    expect(convertInstallBlock(block, 'yarn')).toBe(
      'yarn add @mui/x-date-pickers\n# or, for range pickers\nyarn add @mui/x-date-pickers-pro',
    );
    expect(convertInstallBlock(block, 'npm')).toBe(block);
  });
  it('knows the three managers and nothing else', () => {
    expect(['npm', 'pnpm', 'yarn'].every(isPackageManager)).toBe(true);
    expect(isPackageManager('bun')).toBe(false);
  });
});
