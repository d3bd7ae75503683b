import { describe, expect, it } from 'vitest';
import { extractProductionErrors } from './extract';

describe('extractProductionErrors', () => {
  const errors = extractProductionErrors(process.cwd());
  const byCode = new Map(errors.map((error) => [error.code, error]));

  it('finds the codes of every product, one message each', () => {
    expect(errors.length).toBeGreaterThan(150);
    const packages = new Set(errors.flatMap((error) => error.packages));
    for (const pkg of ['@mui/x-data-grid', '@mui/x-date-pickers', '@mui/x-charts', '@mui/x-tree-view']) {
      expect(packages, pkg).toContain(pkg);
    }
  });

  it('reads the calls @mui/x-internals makes through a relative import of its own formatErrorMessage', () => {
    // `var _index = _interopRequireDefault(require("../formatErrorMessage/index.js"))`, then `(0, _index.default)(63)`.
    expect(byCode.get(63)?.packages).toContain('@mui/x-internals');
    expect(byCode.get(288)?.message).toMatch(/^MUI X: useDisposable failed to detect React StrictMode\./);
  });

  it('numbers the interpolated values as the production call passes them', () => {
    for (const error of errors) {
      expect((error.message.match(/\{\d+\}/g) ?? []).length, `code ${error.code}`).toBe(error.argumentCount);
    }
    // The pickers' format tokens: `MUI X: The token "${formatToken}" is not supported…`, thrown as (157, formatToken).
    expect(byCode.get(157)?.message).toMatch(
      /^MUI X: The token "\{0\}" is not supported by the Date and Time Pickers\./,
    );
  });
});
