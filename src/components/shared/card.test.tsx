import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createT } from '@/engine/shared/i18n/translate';
import { loadPremiumThemes } from '@/engine/marketing/premium-themes';
import { TEMPLATES } from '@/engine/templates/templates';
import { PremiumThemesPage } from '@/components/marketing/premium-themes-page';
import { TemplateGallery } from '@/components/templates/template-gallery';
import card from './card.module.css';

/** Class lists of the elements carrying `marker` (a data attribute) and of their first img and div. */
function cardParts(html: string, marker: string) {
  const item = html.match(
    new RegExp(`<li class="([^"]+)" ${marker}="[^"]+"><img class="([^"]+)"[^>]*><div class="([^"]+)"`),
  );
  if (!item) throw new Error(`no card marked ${marker}`);
  return item.slice(1).map((list) => list.split(' '));
}

// Premium themes and templates are the same card: image on top, body below, one stylesheet for both.
describe('shared card', () => {
  const t = createT('en');

  it('dresses premium theme cards and template cards alike', () => {
    const themes = cardParts(
      renderToStaticMarkup(<PremiumThemesPage data={loadPremiumThemes()} t={t} />),
      'data-theme',
    );
    const templates = cardParts(
      renderToStaticMarkup(<TemplateGallery templates={TEMPLATES} href={(pathname) => pathname} t={t} />),
      'data-template',
    );
    for (const [box, image, body] of [themes, templates]) {
      expect(box).toEqual(expect.arrayContaining([card.card, card.previewCard]));
      expect(image).toContain(card.preview);
      expect(body).toContain(card.previewBody);
    }
  });
});
