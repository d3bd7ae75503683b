import type { Metadata } from 'next';
import { LANGUAGES, localizePath } from '@/engine/shared/paths';
import { createT } from '@/engine/shared/i18n/translate';
import { TEMPLATES } from '@/engine/templates/templates';
import { templateShell } from '@/engine/templates/shell';
import { DocsShell } from '@/components/layout/docs-shell';
import { TemplateGallery } from '@/components/templates/template-gallery';

export const dynamicParams = false;

type Params = Promise<{ lang: string }>;

export function generateStaticParams() {
  return LANGUAGES.map((lang) => ({ lang }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const t = createT((await params).lang);
  return { title: t('templates.gallery.title'), description: t('templates.gallery.description') };
}

/** The templates gallery, in the docs shell. */
export default async function TemplatesGallery({ params }: { params: Params }) {
  const shell = templateShell((await params).lang, '/x/templates');
  return (
    <DocsShell {...shell}>
      <TemplateGallery
        templates={TEMPLATES}
        href={(pathname) => localizePath(pathname, shell.lang)}
        t={createT(shell.lang)}
      />
    </DocsShell>
  );
}
