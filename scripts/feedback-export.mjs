#!/usr/bin/env node
/**
 * Writes all page feedback as CSV: `npm run feedback:export [-- --out file.csv]`.
 * Reads the database the server writes: PostgreSQL when FEEDBACK_DATABASE_URL is a
 * postgres:// URL, else the SQLite file (FEEDBACK_DB_PATH or data/feedback.db).
 */
import fs from 'node:fs';
import path from 'node:path';

const COLUMNS = ['path', 'lang', 'rating', 'comment', 'version', 'created_at'];
const SELECT = `SELECT ${COLUMNS.join(', ')} FROM feedback ORDER BY id`;
/** PostgreSQL's code for a missing table: the servers have not created the schema yet. */
const UNDEFINED_TABLE = '42P01';

/** One CSV field: quoted when needed; a leading formula sign is neutralised for spreadsheets. */
function csvField(value) {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows from PostgreSQL, or null (with a message) when there is no feedback table. */
async function postgresRows(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query(SELECT);
    // timestamptz arrives as a Date; write it as the SQLite store does, in ISO 8601.
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  } catch (error) {
    if (error.code !== UNDEFINED_TABLE) throw error;
    console.error('No feedback table in that database (nothing has been submitted yet).');
    return null;
  } finally {
    await client.end();
  }
}

/** Rows from the SQLite file, or null (with a message) when it does not exist. */
async function sqliteRows() {
  const file = path.resolve(process.env.FEEDBACK_DB_PATH || path.join(process.cwd(), 'data', 'feedback.db'));
  if (!fs.existsSync(file)) {
    console.error(`No feedback database at ${file} (nothing has been submitted yet).`);
    return null;
  }
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(SELECT).all();
  } finally {
    db.close();
  }
}

async function main() {
  const outIndex = process.argv.indexOf('--out');
  const out = outIndex > -1 ? process.argv[outIndex + 1] : undefined;
  const url = process.env.FEEDBACK_DATABASE_URL?.trim();
  if (url && !/^postgres(?:ql)?:\/\//i.test(url)) {
    throw new Error('FEEDBACK_DATABASE_URL must be a postgres:// URL (or unset for the SQLite file)');
  }
  const rows = url ? await postgresRows(url) : await sqliteRows();
  if (!rows) {
    process.exitCode = 1;
    return;
  }
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((c) => csvField(row[c])).join(','))];
  const csv = `${lines.join('\r\n')}\r\n`;
  if (out) {
    fs.writeFileSync(out, csv);
    console.error(`Wrote ${rows.length} feedback rows to ${out}`);
  } else {
    process.stdout.write(csv);
  }
}

await main().catch((error) => {
  console.error(`feedback:export: ${error.message}`);
  process.exitCode = 1;
});
