import type { GuideApiLink } from '@/engine/api-reference/guide-api-links';
import { API_SECTION_ID } from '@/engine/api-reference/api-section';
import { PlanBadge } from './chips';
import type { Translate } from '@/engine/shared/i18n/translate';

/** The "API" section closing a guide: one link per component its front matter lists. */
export function ApiLinks({ links, t }: { links: GuideApiLink[]; t: Translate }) {
  if (links.length === 0) return null;
  const title = t('page.api');
  return (
    <section aria-labelledby={API_SECTION_ID}>
      {/* Same markup as the headings of the body, so anchors and styles match. */}
      <h2 id={API_SECTION_ID} className="heading">
        {title}
        <a href={`#${API_SECTION_ID}`} className="heading-anchor" aria-label={`Link to ${title}`}>
          #
        </a>
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.pathname}>
            <a href={link.href}>
              <code>{link.name}</code>
            </a>
            {/* Community needs no badge, as in the sidebar and on the API pages. */}
            {link.plan !== 'community' && <PlanBadge plan={link.plan} label={t(`plan.${link.plan}`)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
