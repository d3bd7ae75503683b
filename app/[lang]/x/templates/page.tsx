import type { Metadata } from 'next';
import { LANGUAGES, isLang, localizePath, type Lang } from '@/engine/shared/paths';
import { createT } from '@/engine/shared/i18n/translate';
import { getSidebar } from '@/engine/route-data';
import { TEMPLATES } from '@/engine/templates/templates';
import { templateShellVersions } from '@/engine/templates/shell';
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
  const { lang: raw } = await params;
  const lang: Lang = isLang(raw) ? raw : 'en';
  const t = createT(lang);
  return (
    <DocsShell
      lang={lang}
      pathname="/x/templates"
      sidebar={getSidebar(lang)}
      versions={templateShellVersions('/x/templates')}
    >
      <TemplateGallery templates={TEMPLATES} href={(pathname) => localizePath(pathname, lang)} t={t} />
    </DocsShell>
  );
}
