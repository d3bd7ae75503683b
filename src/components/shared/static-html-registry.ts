import type { ReactNode } from 'react';

/**
 * Hands server-rendered markup from the server components to the HTML render, without the
 * framework's payload. Both renders of a page run in the same Node process (the prerender worker,
 * or `next start` for a page rendered on demand), but in two module graphs (the React Server
 * Components one and the SSR one), so the table lives on `globalThis` under a shared symbol.
 */
const KEY = Symbol.for('mui-x-docs.static-html');
/** An entry nobody reads (a payload-only render) is dropped after this long. */
const UNREAD_TTL_MS = 60_000;
/** A read entry stays a moment, should the same render read it twice. */
const READ_TTL_MS = 2_000;

/** Elements to render, or markup already written as an HTML string. */
export type StaticContent = { node: ReactNode } | { html: string };

type Registry = Map<string, StaticContent>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
  holder[KEY] ??= new Map();
  return holder[KEY];
}

function expire(key: string, ms: number) {
  const timer = setTimeout(() => registry().delete(key), ms);
  // A pending expiry must not keep a build worker alive.
  if (typeof timer === 'object' && 'unref' in timer) timer.unref();
}

/** Stores markup for the HTML render; returns the key the island is given. */
export function putStaticHtml(content: StaticContent): string {
  const key = crypto.randomUUID();
  registry().set(key, content);
  expire(key, UNREAD_TTL_MS);
  return key;
}

/** The markup stored under `key`; throws when it is missing, so a page never ships an empty table. */
export function readStaticHtml(key: string): StaticContent {
  const map = registry();
  if (!map.has(key)) {
    throw new Error(
      `static-html: no markup under ${key}. The HTML render ran in another process than the server components' render.`,
    );
  }
  const content = map.get(key)!;
  expire(key, READ_TTL_MS);
  return content;
}
