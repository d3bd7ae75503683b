import type { TemplateInfo } from '@/engine/templates/templates';
import styles from './templates.module.css';
import type { Translate } from '@/engine/shared/i18n/translate';
import card from '@/components/shared/card.module.css';

export interface TemplateGalleryProps {
  templates: readonly TemplateInfo[];
  /** Builds a link for a site path (adds the language prefix where needed). */
  href: (pathname: string) => string;
  t: Translate;
}

/** Preview, description and links of every template. Server-rendered, no JavaScript. */
export function TemplateGallery({ templates, href, t }: TemplateGalleryProps) {
  return (
    <div className={styles.page}>
      <h1>{t('templates.gallery.title')}</h1>
      <p className={styles.lead}>{t('templates.gallery.intro')}</p>
      <ul className={styles.grid}>
        {templates.map((template) => (
          <li
            key={template.slug}
            className={`${card.card} ${card.previewCard}`}
            data-template={template.slug}
          >
            <img
              className={`${card.preview} ${styles.preview}`}
              src={`/static/templates/${template.slug}.jpg`}
              alt={t('templates.previewAlt').replace('{title}', template.title)}
              width={800}
              height={500}
              loading="lazy"
              decoding="async"
            />
            <div className={`${card.previewBody} ${styles.body}`}>
              <h2>{template.title}</h2>
              <p>{template.description}</p>
              <ul className={styles.packages} aria-label="Packages">
                {template.uses.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
              <div className={styles.actions}>
                {/* Templates are English only and have no language prefix. */}
                <a
                  className={styles.button}
                  href={`/templates/${template.slug}`}
                  aria-label={`${t('templates.viewLive')}: ${template.title}`}
                >
                  {t('templates.viewLive')}
                </a>
                <a
                  className={styles.buttonOutlined}
                  href={href(`/x/templates/${template.slug}/source`)}
                  aria-label={`${t('templates.source')}: ${template.title}`}
                >
                  {t('templates.source')}
                </a>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
