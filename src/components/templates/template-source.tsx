import type { TemplateInfo } from '@/engine/templates/templates';
import type { TemplateSourceFile } from '@/engine/templates/sources';
import { CopyButton } from '@/components/mdx/copy-button.client';
import styles from './templates.module.css';
import type { Translate } from '@/engine/shared/i18n/translate';

export interface TemplateSourceProps {
  template: TemplateInfo;
  files: TemplateSourceFile[];
  galleryHref: string;
  t: Translate;
}

const fileId = (path: string) => `file-${path.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;

/** Every file of a template, highlighted at build time, each with a copy button. */
export function TemplateSource({ template, files, galleryHref, t }: TemplateSourceProps) {
  const copyLabels = { copy: t('demo.copy'), copied: t('demo.copied') };
  return (
    <div className={`${styles.page} content`}>
      <p>
        <a href={galleryHref}>← {t('templates.source.back')}</a>
      </p>
      <h1>{t('templates.source.title').replace('{title}', template.title)}</h1>
      <p className={styles.lead}>{template.description}</p>
      <p className={styles.lead}>{t('templates.source.intro')}</p>
      <p className={styles.actions}>
        <a className={styles.button} href={`/templates/${template.slug}`}>
          {t('templates.viewLive')}
        </a>
      </p>
      <nav aria-labelledby="template-files">
        <h2 id="template-files">{t('templates.source.files')}</h2>
        <ul className={styles.files}>
          {files.map((file) => (
            <li key={file.path}>
              <a href={`#${fileId(file.path)}`}>{file.path}</a>
            </li>
          ))}
        </ul>
      </nav>
      {files.map((file) => (
        <section key={file.path} className={styles.file} aria-labelledby={fileId(file.path)}>
          <h2 id={fileId(file.path)}>{file.path}</h2>
          <div className="code-block" data-file={file.path}>
            <div dangerouslySetInnerHTML={{ __html: file.html }} />
            <CopyButton code={file.code} labels={copyLabels} />
          </div>
        </section>
      ))}
    </div>
  );
}
