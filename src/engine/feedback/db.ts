/** Feedback storage: one SQLite file, created on first use, in WAL mode. */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FeedbackRecord } from '../shared/feedback/schema';

type Db = Database.Database;

/** The database file: `FEEDBACK_DB_PATH`, or `data/feedback.db` in the project. */
export function feedbackDbPath(env: Record<string, string | undefined> = process.env): string {
  // The file lives outside the build; nothing here should be traced into the server bundle.
  return path.resolve(
    /*turbopackIgnore: true*/ env.FEEDBACK_DB_PATH || path.join(process.cwd(), 'data', 'feedback.db'),
  );
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  path TEXT NOT NULL,
  lang TEXT NOT NULL,
  rating TEXT NOT NULL CHECK (rating IN ('yes', 'no')),
  comment TEXT,
  version TEXT NOT NULL,
  created_at TEXT NOT NULL
)`;

/** Opens (creating folder, file and table when missing) the database at `file`. */
export function openFeedbackDb(file: string = feedbackDbPath()): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file, { timeout: 5000 });
  // WAL lets the export read while the server writes.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(SCHEMA);
  return db;
}

export function insertFeedback(db: Db, record: FeedbackRecord): void {
  db.prepare(
    'INSERT INTO feedback (path, lang, rating, comment, version, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(record.path, record.lang, record.rating, record.comment, record.version, record.createdAt);
}

interface Row {
  path: string;
  lang: FeedbackRecord['lang'];
  rating: FeedbackRecord['rating'];
  comment: string | null;
  version: string;
  created_at: string;
}

/** Every stored feedback, oldest first. */
export function allFeedback(db: Db): FeedbackRecord[] {
  return db
    .prepare<[], Row>('SELECT path, lang, rating, comment, version, created_at FROM feedback ORDER BY id')
    .all()
    .map(({ created_at, ...row }) => ({ ...row, createdAt: created_at }));
}
