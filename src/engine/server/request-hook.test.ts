import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { hasDecodableUrl, installRequestHook } from './request-hook';

describe('hasDecodableUrl', () => {
  it('accepts plain and well-encoded URLs', () => {
    for (const url of ['/', '/x/introduction', '/x/caf%C3%A9', '/search?q=row%20height', '/a%2Fb']) {
      expect(hasDecodableUrl(url)).toBe(true);
    }
  });
  it('rejects escapes that do not decode as UTF-8', () => {
    for (const url of ['/%ff', '/%', '/x/%c0%ae', '/%c0%ae%c0%ae/etc', '/ok?q=%e0%a4']) {
      expect(hasDecodableUrl(url)).toBe(false);
    }
  });
});

describe('request hook', () => {
  it('sets the headers on every response and answers malformed URLs 400 before the handler', async () => {
    class Server extends http.Server {}
    installRequestHook([{ key: 'Permissions-Policy', value: 'camera=()' }], Server.prototype);
    let handled = 0;
    const server = new Server((_request, response) => {
      handled += 1;
      response.writeHead(308, { Location: '/elsewhere' }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const redirect = await fetch(`${origin}/old`, { redirect: 'manual' });
      expect(redirect.status).toBe(308);
      expect(redirect.headers.get('permissions-policy')).toBe('camera=()');
      const malformed = await fetch(`${origin}/%ff`);
      expect(malformed.status).toBe(400);
      expect(malformed.headers.get('permissions-policy')).toBe('camera=()');
      expect(await malformed.text()).toMatch(/malformed percent-encoding/);
      expect(handled).toBe(1);
    } finally {
      server.close();
    }
  });
});
