import { expect, test } from './support/fixtures';
import { startNextInstance, type NextInstance } from './support/next-instance';

test.describe('serving', () => {
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

test.describe('bound to a loopback address', () => {
  // A second server from the same build, as an operator behind nginx starts it: `-H 127.0.0.1`.
  const PORT = Number(process.env.E2E_PORT ?? 3100) + 17;
  let server: NextInstance | undefined;

  test.afterAll(async () => {
    await server?.kill();
  });

  test('next start -H 127.0.0.1 serves English and Chinese pages with 200', async ({ request }) => {
    test.setTimeout(90_000);
    server = await startNextInstance(PORT, {});
    const origin = server.origin;
    expect((await request.get(`${origin}/x/introduction`, { maxRedirects: 0 })).status()).toBe(200);
    for (const path of ['/x/react-data-grid', '/zh/x/introduction', '/x/api/data-grid/data-grid', '/blog']) {
      const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
    }
    const page = await request.get(`${origin}/x/introduction`);
    expect(await page.text()).toContain('<html lang="en"');
    expect((await request.get(`${origin}/x/no-such-page`)).status()).toBe(404);
  });
});
