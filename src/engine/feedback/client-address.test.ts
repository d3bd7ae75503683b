import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  addressKey,
  clientAddress,
  SOCKET_ADDRESS_HEADER,
  stampedSocketAddress,
  trustProxyHops,
} from './client-address';
import { stampSocketAddress } from './socket-address-hook';
import { installRequestHook } from '../server/request-hook';

const headers = (socket: string | undefined, extra: Record<string, string> = {}) =>
  new Headers({
    ...(socket === undefined ? {} : { [SOCKET_ADDRESS_HEADER]: stampedSocketAddress(socket) }),
    ...extra,
  });

describe('clientAddress', () => {
  it('served directly, keys on the socket and ignores every forwarding header', () => {
    const h = headers('198.51.100.4', { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' });
    expect(clientAddress(h, 0)).toBe('198.51.100.4');
  });

  it('never believes a socket header the client wrote itself (no secret, or a guessed one)', () => {
    for (const forged of ['198.51.100.4', 'guess 198.51.100.4', `${'0'.repeat(36)} 198.51.100.4`]) {
      expect(clientAddress(new Headers({ [SOCKET_ADDRESS_HEADER]: forged }), 0)).toBe('unknown');
    }
  });

  it('without the stamped socket, puts the request in the shared unknown budget', () => {
    expect(clientAddress(headers(undefined, { 'x-forwarded-for': '1.2.3.4' }), 0)).toBe('unknown');
  });

  it('behind one proxy, takes the entry that proxy appended, not the ones the client wrote', () => {
    const h = headers('127.0.0.1', { 'x-forwarded-for': '6.6.6.6, 7.7.7.7,203.0.113.9' });
    expect(clientAddress(h, 1)).toBe('203.0.113.9');
    expect(clientAddress(headers('127.0.0.1', { 'x-real-ip': '203.0.113.10' }), 1)).toBe('203.0.113.10');
  });

  it('behind two proxies, skips the inner proxy', () => {
    const h = headers('10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.1' });
    expect(clientAddress(h, 2)).toBe('203.0.113.9');
  });

  it('uses the oldest known address when a request skipped the proxy', () => {
    expect(clientAddress(headers('198.51.100.4'), 1)).toBe('198.51.100.4');
  });
});

describe('addressKey', () => {
  it('keeps IPv4 and unwraps IPv4-mapped IPv6 and ports', () => {
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('203.0.113.9:51234')).toBe('203.0.113.9');
  });

  it('groups IPv6 by /64 so one subscriber cannot rotate addresses', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('[2001:DB8:1:2:bbbb:cccc:dddd:eeee]:443')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('sends anything that is not an address to the unknown budget', () => {
    for (const junk of ['hello', '1::2::3', '12345::1', '', 'unknown'])
      expect(addressKey(junk)).toBe('unknown');
  });
});

describe('trustProxyHops', () => {
  it('reads a small whole number, else 0', () => {
    expect(trustProxyHops({})).toBe(0);
    expect(trustProxyHops({ TRUST_PROXY_HOPS: '1' })).toBe(1);
    for (const bad of ['-1', '1.5', 'yes', '99']) expect(trustProxyHops({ TRUST_PROXY_HOPS: bad })).toBe(0);
  });
});

describe('socket address hook', () => {
  it('overwrites a client-sent value with the real peer address', () => {
    const request = { headers: { [SOCKET_ADDRESS_HEADER]: '6.6.6.6' }, socket: { remoteAddress: '::1' } };
    stampSocketAddress(request as never);
    expect(clientAddress(new Headers(request.headers), 0)).toBe('0:0:0:0::/64');
  });

  it('stamps requests of a real HTTP server before its handler runs', async () => {
    class Server extends http.Server {}
    installRequestHook([], Server.prototype);
    installRequestHook([], Server.prototype);
    const server = new Server((request, response) => response.end(request.headers[SOCKET_ADDRESS_HEADER]));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { [SOCKET_ADDRESS_HEADER]: '6.6.6.6' },
      });
      expect(clientAddress(new Headers({ [SOCKET_ADDRESS_HEADER]: await response.text() }), 0)).toBe(
        '127.0.0.1',
      );
    } finally {
      server.close();
    }
  });
});
