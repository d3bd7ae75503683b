import { declarationUrl } from '@/config/source-cdn';
import type { ApiEntry } from '@/engine/api-reference/types';
import type { Translate } from '@/engine/shared/i18n/translate';
import styles from './api-page.module.css';

/** The `theme.components` key and the declaration on the npm CDN, when known. */
export function ApiFacts({ entry, t }: { entry: ApiEntry; t: Translate }) {
  const themeName = entry.kind === 'component' ? entry.themeName : undefined;
  if (!themeName && !entry.source) return null;
  return (
    <dl className={styles.facts}>
      {themeName && (
        <>
          <dt>{t('api-docs.theme')}</dt>
          <dd>
            <code>{themeName}</code> · {t('api-docs.themeKey')}
          </dd>
        </>
      )}
      {entry.source && (
        <>
          <dt>{t('api-docs.source')}</dt>
          <dd>
            <a href={declarationUrl(entry.source)} className={styles.sourceLink}>
              {`${entry.source.package}/${entry.source.path}:${entry.source.line}`}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}
