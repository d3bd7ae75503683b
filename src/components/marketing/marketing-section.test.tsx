import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarketingSection, PageHero } from './marketing-section';

describe('MarketingSection', () => {
  it('is named by its heading and puts heading, lede and content in the container', () => {
    const html = renderToStaticMarkup(
      <MarketingSection
        id="compare"
        tone="tinted"
        containerClassName="mk-container-narrow"
        heading={{ id: 'compare-title', text: 'Compare plans' }}
        lede="Every feature, plan by plan."
      >
        <table />
      </MarketingSection>,
    );
    expect(html).toBe(
      '<section class="mk-section mk-section-tinted" aria-labelledby="compare-title" id="compare">' +
        '<div class="mk-container mk-container-narrow"><h2 id="compare-title" class="mk-section-title">Compare plans</h2>' +
        '<p class="mk-section-lede">Every feature, plan by plan.</p><table></table></div></section>',
    );
  });

  it('without a heading, keeps the label it is given and adds no heading or lede', () => {
    const html = renderToStaticMarkup(
      <MarketingSection tone="tight" aria-label="Plans" className="mk-tier" data-tier="gold">
        <ul />
      </MarketingSection>,
    );
    expect(html).toBe(
      '<section class="mk-section mk-section-tight mk-tier" aria-label="Plans" data-tier="gold">' +
        '<div class="mk-container"><ul></ul></div></section>',
    );
  });

  it('lets a heading keep its own style', () => {
    const html = renderToStaticMarkup(
      <MarketingSection heading={{ id: 'tier-gold', text: 'Gold', className: 'mk-tier-title' }} />,
    );
    expect(html).toContain('<h2 id="tier-gold" class="mk-tier-title">Gold</h2>');
  });
});

describe('PageHero', () => {
  it('opens a page with its h1 and the lede', () => {
    const html = renderToStaticMarkup(<PageHero id="pricing-title" title="Pricing" lede="Three plans." />);
    expect(html).toBe(
      '<section class="mk-page-hero" aria-labelledby="pricing-title"><div class="mk-container">' +
        '<h1 id="pricing-title">Pricing</h1><p class="mk-lede">Three plans.</p></div></section>',
    );
  });

  it('ends with its call to action, a primary button off the site', () => {
    const html = renderToStaticMarkup(
      <PageHero
        id="themes-title"
        title="Premium themes"
        lede="Complete themes."
        action={{ href: 'https://store.example/', label: 'Browse the store' }}
      />,
    );
    expect(html).toContain(
      '<p class="mk-lede">Complete themes.</p><p class="mk-links"><a class="mk-btn mk-btn-primary" ' +
        'href="https://store.example/" rel="noopener noreferrer">Browse the store</a></p></div></section>',
    );
  });
});
