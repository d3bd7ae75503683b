import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect, test } from './support/fixtures';

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`${url} never answered`);
}

test.describe('serving', () => {
  test('next start -H 127.0.0.1 serves the English pages (no rewrite loop)', async () => {
    test.setTimeout(90_000);
    const port = await freePort();
    const child = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
      stdio: 'ignore',
      detached: true,
    });
    try {
      const origin = `http://127.0.0.1:${port}`;
      await waitForServer(`${origin}/x/introduction`, child);
      for (const path of ['/x/introduction', '/x/react-data-grid', '/zh/x/introduction']) {
        const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
        expect(response.status, path).toBe(200);
        expect(await response.text()).toContain('<h1');
      }
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
  });

  test('malformed percent-encoding answers 400 with the security headers', async ({ request }) => {
    for (const path of ['/%ff', '/%', '/x/%c0%ae%c0%ae/etc/passwd', '/x/api/%E0%A4%A']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(400);
      expect(response.headers()['content-security-policy'], path).toContain("object-src 'none'");
      expect(response.headers()['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('redirects, 404s, 400s and pages all carry the security headers', async ({ request }) => {
    const responses = {
      redirect: await request.get('/', { maxRedirects: 0 }),
      legacy: await request.get('/components/data-grid/', { maxRedirects: 0 }),
      notFound: await request.get('/x/no-such-page'),
      badRequest: await request.get('/%ff'),
      page: await request.get('/x/introduction'),
      api: await request.get('/api/feedback'),
    };
    expect(responses.redirect.status()).toBeGreaterThanOrEqual(300);
    expect(responses.redirect.status()).toBeLessThan(400);
    expect(responses.notFound.status()).toBe(404);
    for (const [kind, response] of Object.entries(responses)) {
      const headers = response.headers();
      expect(headers['content-security-policy'], kind).toContain("frame-ancestors 'self'");
      expect(headers['x-content-type-options'], kind).toBe('nosniff');
      expect(headers['permissions-policy'], kind).toBe(
        'camera=(), microphone=(), geolocation=(), payment=()',
      );
    }
  });

  test('the feedback endpoint answers other methods 405 with Allow and JSON', async ({ request }) => {
    const response = await request.get('/api/feedback');
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('OPTIONS, POST');
    expect(await response.json()).toEqual({ error: 'method_not_allowed' });
  });
});
