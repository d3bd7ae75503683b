/**
 * Which client sent a request, for rate limiting, without believing what the client says.
 *
 * `next start` gives route handlers no socket, and it copies the socket address into
 * `X-Forwarded-For` only when the request carries none: served directly, that header says
 * whatever the client wants. So a server hook (`installSocketAddressHook`, from
 * `instrumentation.ts`) writes the real peer address into `SOCKET_ADDRESS_HEADER` on every
 * request, overwriting anything sent under that name.
 *
 * `TRUST_PROXY_HOPS` is the number of reverse proxies in front of the site that append the
 * address they received the connection from to `X-Forwarded-For` (nginx's
 * `$proxy_add_x_forwarded_for`). 0 (the default, `next start` facing the Internet): the socket
 * address. 1 (one proxy): the rightmost forwarded entry, the one that proxy appended, or its
 * `X-Real-IP` when it sends only that. Entries further left were written by the client and are
 * ignored. With a proxy configured, the site must be reachable only through it.
 */

import { randomUUID } from 'node:crypto';

/** Header the server hook stamps with the socket's remote address, after this process's secret. */
export const SOCKET_ADDRESS_HEADER = 'x-docs-socket-address';

const SECRET_KEY = Symbol.for('mui-x-docs.socket-address-secret');

/**
 * A secret made once per server process. The hook (bundled with instrumentation.ts) and
 * the route (bundled apart) share it through `globalThis`. A client can send the header
 * too, and a request can arrive before the hook is installed and overwrites it: without
 * the secret, the value is not believed.
 */
function socketAddressSecret(): string {
  const store = globalThis as { [SECRET_KEY]?: string };
  return (store[SECRET_KEY] ??= randomUUID());
}

/** The header value the server hook writes for a socket address. */
export function stampedSocketAddress(address: string): string {
  return `${socketAddressSecret()} ${address}`;
}

/** The socket address the hook stamped, or `UNKNOWN_CLIENT` when the header lacks the secret. */
function stampedAddress(headers: Headers): string {
  const value = headers.get(SOCKET_ADDRESS_HEADER) ?? '';
  const space = value.indexOf(' ');
  if (space < 0 || value.slice(0, space) !== socketAddressSecret()) return UNKNOWN_CLIENT;
  return value.slice(space + 1).trim() || UNKNOWN_CLIENT;
}
/** Key of requests whose address is unknown: they share one budget rather than get none. */
export const UNKNOWN_CLIENT = 'unknown';
/** Most proxies `TRUST_PROXY_HOPS` may name; a larger value is a configuration mistake. */
const MAX_TRUSTED_HOPS = 10;

/** Trusted proxy hops from the environment: a whole number 0–10; anything else is 0. */
export function trustProxyHops(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.TRUST_PROXY_HOPS ?? 0);
  return Number.isInteger(value) && value >= 0 && value <= MAX_TRUSTED_HOPS ? value : 0;
}

/**
 * One rate-limit key per client: IPv4 as is (also when IPv4-mapped), IPv6 by its /64
 * network, since one subscriber usually holds a whole /64 and could rotate through it.
 */
export function addressKey(address: string): string {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\](:\d+)?$/g, '');
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})(?::\d+)?$/.exec(text);
  if (v4) return v4[1];
  const bare = text.replace(/%[\w.-]+$/, '');
  const halves = bare.split('::');
  if (!/^[0-9a-f:]+$/.test(bare) || halves.length > 2) return UNKNOWN_CLIENT;
  const [left, right] = halves.map((half) => (half ? half.split(':') : []));
  const groups = right
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  if (groups.length !== 8 || groups.some((group) => group.length > 4)) return UNKNOWN_CLIENT;
  const network = groups.slice(0, 4).map((group) => parseInt(group || '0', 16).toString(16));
  return `${network.join(':')}::/64`;
}

/** The client's address as far as the trusted hops can vouch for it. */
export function clientAddress(headers: Headers, hops: number): string {
  const socket = stampedAddress(headers);
  if (hops <= 0) return socket === UNKNOWN_CLIENT ? socket : addressKey(socket);
  const forwarded = (headers.get('x-forwarded-for') ?? headers.get('x-real-ip') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Oldest first: the client's own claims, the client as the outermost proxy saw it, then
  // each inner proxy, the innermost being the socket peer.
  const chain = [...forwarded, socket];
  const entry = chain[Math.max(0, chain.length - 1 - hops)];
  return entry === UNKNOWN_CLIENT ? entry : addressKey(entry);
}
