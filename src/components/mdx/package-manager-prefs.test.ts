import { describe, expect, it } from 'vitest';
import { PACKAGE_MANAGER_COOKIE, packageManagerScript, readPackageManager } from './package-manager-prefs';

describe('readPackageManager', () => {
  it('is npm without a cookie', () => {
    expect(PACKAGE_MANAGER_COOKIE).toBe('packageManager');
    expect(readPackageManager('')).toBe('npm');
  });
  it('reads the stored manager among other cookies', () => {
    expect(readPackageManager('codeVariant=JS; packageManager=pnpm; a=1')).toBe('pnpm');
    expect(readPackageManager('packageManager=yarn')).toBe('yarn');
    expect(readPackageManager('packageManager=npm')).toBe('npm');
  });
  it('ignores unknown values, look-alike names and malformed escapes', () => {
    expect(readPackageManager('packageManager=bun')).toBe('npm');
    expect(readPackageManager('xpackageManager=pnpm')).toBe('npm');
    expect(readPackageManager('packageManager=%E0%A4%A')).toBe('npm');
  });
  it('is self-contained, so the pre-paint script can run it', () => {
    const attributes: Record<string, string> = {};
    const run = new Function('document', packageManagerScript);
    run({
      cookie: 'packageManager=yarn',
      documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) },
    });
    expect(attributes).toEqual({ 'data-package-manager': 'yarn' });
  });
});
