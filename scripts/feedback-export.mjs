#!/usr/bin/env node
/**
 * Writes all page feedback as CSV: `npm run feedback:export [-- --out file.csv]`.
 * Reads the database the server writes (FEEDBACK_DB_PATH or data/feedback.db).
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const COLUMNS = ['path', 'lang', 'rating', 'comment', 'version', 'created_at'];

/** One CSV field: quoted when needed; a leading formula sign is neutralised for spreadsheets. */
function csvField(value) {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function main() {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > -1 ? process.argv[outIndex + 1] : undefined;
  const file = path.resolve(process.env.FEEDBACK_DB_PATH || path.join(process.cwd(), 'data', 'feedback.db'));
  if (!fs.existsSync(file)) {
    console.error(`No feedback database at ${file} (nothing has been submitted yet).`);
    process.exitCode = 1;
    return;
  }
  const db = new Database(file, { readonly: true, fileMustExist: true });
  const rows = db.prepare(`SELECT ${COLUMNS.join(', ')} FROM feedback ORDER BY id`).all();
  db.close();
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((c) => csvField(row[c])).join(','))];
  const csv = `${lines.join('\r\n')}\r\n`;
  if (out) {
    fs.writeFileSync(out, csv);
    console.error(`Wrote ${rows.length} feedback rows to ${out}`);
  } else {
    process.stdout.write(csv);
  }
}

main();
