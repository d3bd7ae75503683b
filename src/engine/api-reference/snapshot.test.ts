import { describe, expect, it } from 'vitest';
import { isSnapshotCurrent, SNAPSHOT_FORMAT } from './snapshot';

describe('isSnapshotCurrent', () => {
  const versions = { '@mui/x-data-grid-v7': '7.29.13' };

  it('reuses a snapshot of the same versions written by this extractor', () => {
    expect(isSnapshotCurrent({ versions, format: SNAPSHOT_FORMAT }, versions)).toBe(true);
  });

  it('reads again after an extractor change or a version change', () => {
    expect(isSnapshotCurrent({ versions }, versions)).toBe(false);
    expect(isSnapshotCurrent({ versions, format: SNAPSHOT_FORMAT - 1 }, versions)).toBe(false);
    expect(
      isSnapshotCurrent(
        { versions: { '@mui/x-data-grid-v7': '7.29.12' }, format: SNAPSHOT_FORMAT },
        versions,
      ),
    ).toBe(false);
    expect(isSnapshotCurrent(undefined, versions)).toBe(false);
  });
});
