/**
 * npm install commands of the docs, rewritten for pnpm and yarn at build time,
 * so a page can offer all three without the author writing them out.
 */

export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

export function isPackageManager(value: unknown): value is PackageManager {
  return (PACKAGE_MANAGERS as readonly unknown[]).includes(value);
}

const INSTALL = /^npm\s+(?:install|i)(?=\s|$)/;

/**
 * npm's flags and what pnpm and yarn (1.x and berry) call them; `null` drops the
 * flag because it is already the default (dependencies are saved by default).
 */
const FLAGS: Record<string, { pnpm: string | null; yarn: string | null }> = {
  '-D': { pnpm: '-D', yarn: '-D' },
  '--save-dev': { pnpm: '-D', yarn: '-D' },
  '-E': { pnpm: '-E', yarn: '-E' },
  '--save-exact': { pnpm: '-E', yarn: '-E' },
  '-O': { pnpm: '-O', yarn: '-O' },
  '--save-optional': { pnpm: '-O', yarn: '-O' },
  '--save-peer': { pnpm: '--save-peer', yarn: '-P' },
  '-P': { pnpm: null, yarn: null },
  '--save-prod': { pnpm: null, yarn: null },
  '-S': { pnpm: null, yarn: null },
  '--save': { pnpm: null, yarn: null },
};

/** Splits a shell line into its command and a trailing `# comment` (kept with its spacing). */
function splitComment(line: string): [string, string] {
  const at = line.search(/(^|\s)#/);
  return at < 0 ? [line, ''] : [line.slice(0, at), line.slice(at)];
}

/** Whether every command of a bash block is an `npm install` (comments and blank lines aside). */
export function isInstallBlock(code: string): boolean {
  const commands = code
    .split('\n')
    .map((line) => splitComment(line)[0].trim())
    .filter(Boolean);
  return commands.length > 0 && commands.every((command) => INSTALL.test(command));
}

/** One `npm install` line for another manager; any other line is returned unchanged. */
export function convertInstallLine(line: string, manager: PackageManager): string {
  const [command, comment] = splitComment(line);
  const indent = /^\s*/.exec(command)![0];
  // The spaces before a trailing comment stay, so aligned comments stay aligned.
  const padding = /\s*$/.exec(command)![0];
  const trimmed = command.trim();
  if (manager === 'npm' || !INSTALL.test(trimmed)) return line;
  const args = trimmed.replace(INSTALL, '').trim().split(/\s+/).filter(Boolean);
  const global = args.some((arg) => arg === '-g' || arg === '--global');
  const kept = args
    .filter((arg) => arg !== '-g' && arg !== '--global')
    .map((arg) => (arg in FLAGS ? FLAGS[arg][manager] : arg))
    .filter((arg): arg is string => arg !== null);
  const packages = kept.filter((arg) => !arg.startsWith('-'));
  let verb: string;
  // Without packages, `npm install` installs the lockfile: `pnpm install`, `yarn`.
  if (packages.length === 0 && !global) verb = manager === 'pnpm' ? 'pnpm install' : 'yarn install';
  else if (global) verb = manager === 'pnpm' ? 'pnpm add -g' : 'yarn global add';
  else verb = `${manager} add`;
  const rebuilt = [verb, ...kept].join(' ');
  return indent + rebuilt + (comment ? padding : '') + comment;
}

/** The whole block for one manager. */
export function convertInstallBlock(code: string, manager: PackageManager): string {
  return code
    .split('\n')
    .map((line) => convertInstallLine(line, manager))
    .join('\n');
}
