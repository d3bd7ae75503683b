import { expect, test } from './support/fixtures';

/** A Preload domain event of Chromium's DevTools protocol, reduced to what the test reads. */
interface AttemptSources {
  preloadingAttemptSources: Array<{ key: { action: string; url: string } }>;
}

test.describe('page changes', () => {
  test('Chromium accepts the speculation rules and lines up docs links, not files, for prerendering', async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    const ruleErrors: string[] = [];
    let candidates: string[] = [];
    cdp.on('Preload.ruleSetUpdated', (event: { ruleSet: { errorType?: string; errorMessage?: string } }) => {
      if (event.ruleSet.errorType)
        ruleErrors.push(`${event.ruleSet.errorType}: ${event.ruleSet.errorMessage}`);
    });
    cdp.on('Preload.preloadingAttemptSourcesUpdated', (event: AttemptSources) => {
      candidates = event.preloadingAttemptSources
        .filter((source) => source.key.action === 'Prerender')
        .map((source) => new URL(source.key.url).pathname);
    });
    await cdp.send('Preload.enable');
    await page.goto('/x/introduction');
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}');
    expect(rules.prerender[0].eagerness).toBe('moderate');

    // Chromium prerenders one of these on hover; it refuses to while DevTools drives it
    // (PrerenderingDisabledByDevTools), so the test stops at the candidate list.
    await expect.poll(() => candidates.length).toBeGreaterThan(10);
    expect(ruleErrors).toEqual([]);
    expect(candidates).toContain('/x/introduction/installation');
    expect(candidates.some((pathname) => pathname.startsWith('/x/api/'))).toBe(true);
    expect(
      candidates.filter((pathname) => /\.[a-z0-9]+$/.test(pathname) || pathname.startsWith('/api/')),
    ).toEqual([]);
  });
});
