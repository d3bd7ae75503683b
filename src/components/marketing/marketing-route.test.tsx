import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createT } from '@/engine/shared/i18n/translate';
import { marketingRoute } from './marketing-route';

const route = marketingRoute({
  pathname: '/x/pricing',
  titleKey: 'marketing.pricing.title',
  descriptionKey: 'marketing.pricing.metaDescription',
  render: (lang, t) => <p id="content">{`${lang}: ${t('marketing.pricing.lede')}`}</p>,
});

const params = (lang: string) => ({ params: Promise.resolve({ lang }) });

describe('marketingRoute', () => {
  it('titles the page in the language of the URL, with its canonical and alternates', async () => {
    const zh = createT('zh');
    const metadata = await route.generateMetadata(params('zh'));
    expect(metadata.title).toBe(zh('marketing.pricing.title'));
    expect(metadata.description).toBe(zh('marketing.pricing.metaDescription'));
    expect(metadata.alternates).toEqual({
      canonical: '/zh/x/pricing',
      languages: { en: '/x/pricing', zh: '/zh/x/pricing' },
    });
  });

  it('falls back to English for a language the site does not have', async () => {
    const metadata = await route.generateMetadata(params('fr'));
    expect(metadata.title).toBe(createT('en')('marketing.pricing.title'));
    expect(metadata.alternates?.canonical).toBe('/x/pricing');
  });

  it('renders the content in the marketing shell, linking the page in the other language', async () => {
    const html = renderToStaticMarkup(await route.Page(params('zh')));
    expect(html).toContain(`<p id="content">zh: ${createT('zh')('marketing.pricing.lede')}</p>`);
    expect(html).toMatch(/<main id="main-content" class="mk-main"[^>]*><p id="content">/);
    expect(html).toContain('href="/x/pricing"');
  });
});
