/**
 * Stamps every incoming HTTP request with its socket's remote address, before Next.js sees
 * it, so route handlers can tell who connected (see client-address.ts). Installed once per
 * server process by `instrumentation.ts`.
 */
import http, { type IncomingMessage } from 'node:http';
import { SOCKET_ADDRESS_HEADER } from './client-address';

const INSTALLED = Symbol.for('mui-x-docs.socket-address-hook');

type Emitter = Pick<http.Server, 'emit'> & { [INSTALLED]?: boolean };

/** Overwrites any client-sent value of the header with the real peer address. */
export function stampSocketAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>): void {
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
}

/** Wraps `emit` of `http.Server` (or the given prototype) so each 'request' is stamped first. */
export function installSocketAddressHook(prototype: Pick<http.Server, 'emit'> = http.Server.prototype): void {
  const target = prototype as Emitter;
  if (target[INSTALLED]) return;
  const emit = target.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
  target.emit = function emitStamped(this: unknown, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') stampSocketAddress(args[0] as IncomingMessage);
    return emit.call(this, event, ...args);
  } as http.Server['emit'];
  target[INSTALLED] = true;
}
