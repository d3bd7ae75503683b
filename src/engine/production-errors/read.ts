import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { ProductionErrorMessage } from './extract';

export type { ProductionErrorMessage };

/** Written by `npm run generate` from the installed packages (see extract.ts). */
export const PRODUCTION_ERRORS_FILE = path.join(process.cwd(), 'generated', 'production-errors.json');

/** Every production error code of the installed release, with its message. */
export function readProductionErrors(): ProductionErrorMessage[] {
  if (!fs.existsSync(PRODUCTION_ERRORS_FILE)) {
    throw new Error(`${PRODUCTION_ERRORS_FILE} is missing: run \`npm run generate\`.`);
  }
  return (JSON.parse(fs.readFileSync(PRODUCTION_ERRORS_FILE, 'utf8')) as { errors: ProductionErrorMessage[] })
    .errors;
}
