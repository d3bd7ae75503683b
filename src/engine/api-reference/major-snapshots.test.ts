import { describe, expect, it } from 'vitest';
import { readMajorSnapshot } from './major-snapshots';
import { SNAPSHOT_FORMAT } from './snapshot';

describe('committed API snapshots of the earlier majors', () => {
  for (const major of ['v7', 'v8'] as const) {
    it(`${major} was read by this extractor, from one release of every package it had`, () => {
      const snapshot = readMajorSnapshot(process.cwd(), major);
      // An extractor change (SNAPSHOT_FORMAT) without `npm run api:snapshots` would show as API changes.
      expect(snapshot.format).toBe(SNAPSHOT_FORMAT);
      expect(
        Object.values(snapshot.versions).every((version) => version.startsWith(`${major.slice(1)}.`)),
      ).toBe(true);
      expect(Object.keys(snapshot.versions)).toContain('@mui/x-tree-view-pro');
      expect(snapshot.entries.length).toBeGreaterThan(300);
    });
  }
});
