import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentBuildId, workerScript } from './worker-script';

describe('offline worker script', () => {
  it('names its caches after the build and is valid JavaScript', () => {
    const script = workerScript('aB3_x-9');
    expect(script).toContain("const VERSION = 'aB3_x-9';");
    expect(script).not.toContain('__BUILD_ID__');
    expect(() => new Function(script)).not.toThrow();
  });

  it('refuses a build id that could break out of the string', () => {
    expect(() => workerScript("x';alert(1);'")).toThrow(/Unexpected build id/);
  });

  it("reads the build's id, or dev without a build", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
    expect(currentBuildId(dir)).toBe('dev');
    fs.writeFileSync(path.join(dir, 'BUILD_ID'), 'Zq81\n');
    expect(currentBuildId(dir)).toBe('Zq81');
  });
});
