/**
 * Work done on every request of the Node server before Next.js sees it, installed once per
 * server process by `instrumentation.ts`:
 * - the socket address is stamped for the feedback rate limiter (see feedback/client-address.ts);
 * - the security headers are set on the response, so redirects, 404s and errors that Next
 *   answers outside `next.config` `headers()` carry them too (a handler may still override one);
 * - a URL whose percent-escapes do not decode (`/%ff`, a lone `%`, `%c0%ae`) is answered 400
 *   here: Next's router throws on it and answers a bare 500.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { stampSocketAddress } from '../feedback/socket-address-hook';

const INSTALLED = Symbol.for('mui-x-docs.request-hook');

/** A header every response carries. */
export interface ResponseHeader {
  key: string;
  value: string;
}

/** True when every percent-escape of the URL's path and query decodes as UTF-8. */
export function hasDecodableUrl(url: string): boolean {
  try {
    for (const part of url.split(/[?&=]/)) decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

/** Prepares one request; returns true when it answered the request itself. */
export function prepareRequest(
  request: IncomingMessage,
  response: ServerResponse,
  headers: ResponseHeader[],
): boolean {
  stampSocketAddress(request);
  for (const { key, value } of headers) response.setHeader(key, value);
  if (hasDecodableUrl(request.url ?? '/')) return false;
  response.statusCode = 400;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end('400 Bad Request: the URL contains malformed percent-encoding.\n');
  return true;
}

type Emitter = Pick<http.Server, 'emit'> & { [INSTALLED]?: boolean };

/** Wraps `emit` of `http.Server` (or the given prototype) so each 'request' is prepared first. */
export function installRequestHook(
  headers: ResponseHeader[],
  prototype: Pick<http.Server, 'emit'> = http.Server.prototype,
): void {
  const target = prototype as Emitter;
  if (target[INSTALLED]) return;
  const emit = target.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
  target.emit = function emitPrepared(this: unknown, event: string | symbol, ...args: unknown[]) {
    if (
      event === 'request' &&
      prepareRequest(args[0] as IncomingMessage, args[1] as ServerResponse, headers)
    ) {
      return true;
    }
    return emit.call(this, event, ...args);
  } as http.Server['emit'];
  target[INSTALLED] = true;
}
