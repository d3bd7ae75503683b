/**
 * Stamps an incoming HTTP request with its socket's remote address, before Next.js sees it,
 * so route handlers can tell who connected (see client-address.ts). Called for every request
 * by the server's request hook (src/engine/server/request-hook.ts).
 */
import type { IncomingMessage } from 'node:http';
import { SOCKET_ADDRESS_HEADER, stampedSocketAddress } from './client-address';

/** Overwrites any client-sent value of the header with the real peer address. */
export function stampSocketAddress(request: Pick<IncomingMessage, 'headers' | 'socket'>): void {
  request.headers[SOCKET_ADDRESS_HEADER] = stampedSocketAddress(request.socket?.remoteAddress ?? '');
}
