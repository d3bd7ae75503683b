import { PACKAGE_MANAGERS, convertInstallBlock, isInstallBlock } from '../shared/markdown/package-managers';

const SHELL_LANGS = ['bash', 'sh', 'shell'];

/**
 * What a twin adds at the end of a fenced block: for an npm install block (the
 * ones the page shows as npm / pnpm / yarn tabs), the same commands for pnpm
 * and yarn, after the npm ones as written; nothing for any other block.
 */
export function installAlternatives(info: string, body: string[]): string[] {
  const lang = info.trim().split(/\s+/)[0] ?? '';
  const code = body.join('\n').replace(/\n+$/, '');
  if (!SHELL_LANGS.includes(lang) || !isInstallBlock(code)) return [];
  return PACKAGE_MANAGERS.filter((manager) => manager !== 'npm').flatMap((manager) => [
    `# or, with ${manager}`,
    ...convertInstallBlock(code, manager).split('\n'),
  ]);
}
