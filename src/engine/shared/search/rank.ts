import { exactKey, isNameKey, queryTerms, shardOf, stemKey, stemOf } from './tokenize';
import type { SearchMeta, SearchShard } from '../../search/types';

/** A prefix match (the word being typed) counts this much of a whole-word match. */
const PREFIX_FACTOR = 0.6;
/** Prefix expansion stops after this many terms, so a two-letter prefix stays fast. */
const MAX_EXPANSIONS = 400;
/** A match through the query word's stem counts this much of an exact match. */
const STEM_MATCH = 0.9;

/** Shard keys a query needs, for loading before `rankRecords`. */
export function shardsFor(query: string, meta: SearchMeta): string[] {
  const terms = queryTerms(query);
  const names = [exactKey(query), stemKey(query) ?? ''].filter(Boolean);
  const keys = new Set([...terms, ...terms.map(stemOf), ...names].map(shardOf));
  return [...keys].filter((key) => meta.shards.includes(key));
}

function decode(flat: number[], each: (id: number, value: number) => void) {
  let id = 0;
  for (let i = 0; i < flat.length; i += 2) {
    id += flat[i];
    each(id, flat[i + 1]);
  }
}

function termScores(
  term: string,
  isPrefix: boolean,
  shards: ReadonlyMap<string, SearchShard>,
): Map<number, number> {
  const scores = new Map<number, number>();
  const shard = shards.get(shardOf(term));
  const stem = stemOf(term);
  const stemShard = shards.get(shardOf(stem));
  const add = (flat: number[], factor: number) =>
    decode(flat, (id, value) => scores.set(id, Math.max(scores.get(id) ?? 0, (value / 10) * factor)));
  if (shard?.[term]) add(shard[term], 1);
  // The stem reaches other forms of the word (`localize` → `localization`), a little below the word itself.
  if (stem !== term && stemShard?.[stem]) add(stemShard[stem], STEM_MATCH);
  // One ASCII letter is too short to expand; a single CJK character is a whole word.
  if (shard && isPrefix && (term.length > 1 || /[^\x00-\x7f]/.test(term))) {
    let expanded = 0;
    for (const key in shard) {
      if (key !== term && key.startsWith(term) && !isNameKey(key)) {
        add(shard[key], PREFIX_FACTOR);
        if ((expanded += 1) >= MAX_EXPANSIONS) break;
      }
    }
  }
  return scores;
}

/** A ranked record id (the best-matching piece of its section) and the sum of its term scores. */
export interface RankedId {
  id: number;
  score: number;
}

/**
 * Ranks records for `query` from loaded shards: every query word must match
 * (the last one as a prefix while typing), falling back to any word when none
 * match all; an exact name match adds its large score on top. Synchronous so
 * its cost is the whole query time once the shards are in memory.
 */
export function rankRecords(
  query: string,
  meta: SearchMeta,
  shards: ReadonlyMap<string, SearchShard>,
  limit = 20,
): RankedId[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const typing = !/\s$/.test(query);
  const perTerm = terms.map((term, i) => termScores(term, typing && i === terms.length - 1, shards));
  const total = new Map<number, { score: number; hits: number }>();
  for (const scores of perTerm) {
    for (const [id, score] of scores) {
      const entry = total.get(id) ?? { score: 0, hits: 0 };
      entry.score += score;
      entry.hits += 1;
      total.set(id, entry);
    }
  }
  // A whole name typed exactly, or in other forms of its words, adds its large score once (the larger).
  const nameScores = new Map<number, number>();
  for (const key of [exactKey(query), stemKey(query)]) {
    const postings = key ? shards.get(shardOf(key))?.[key] : undefined;
    if (postings)
      decode(postings, (id, value) => nameScores.set(id, Math.max(nameScores.get(id) ?? 0, value / 10)));
  }
  for (const [id, score] of nameScores) {
    const entry = total.get(id) ?? { score: 0, hits: terms.length };
    entry.score += score;
    entry.hits = terms.length;
    total.set(id, entry);
  }
  const continued = new Set(meta.continued);
  const best = new Map<number, RankedId>();
  const needed = [...total.values()].some((entry) => entry.hits === terms.length) ? terms.length : 1;
  for (const [id, entry] of total) {
    if (entry.hits < needed) continue;
    let section = id;
    while (continued.has(section)) section -= 1;
    // Among OR matches, more matched words first.
    const score = entry.score + entry.hits * 1000 * (needed === 1 ? 1 : 0);
    if ((best.get(section)?.score ?? -1) < score) best.set(section, { id, score });
  }
  return [...best.values()].sort((a, b) => b.score - a.score || a.id - b.id).slice(0, limit);
}
