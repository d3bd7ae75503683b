import type { Metadata } from 'next';
import { LANGUAGES, localizePath } from '@/engine/shared/paths';
import { createT } from '@/engine/shared/i18n/translate';
import { TEMPLATES, getTemplate } from '@/engine/templates/templates';
import { loadTemplateSources } from '@/engine/templates/sources';
import { templateShell } from '@/engine/templates/shell';
import { DocsShell } from '@/components/layout/docs-shell';
import { TemplateSource } from '@/components/templates/template-source';

export const dynamicParams = false;

type Params = Promise<{ lang: string; slug: string }>;

export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) => TEMPLATES.map(({ slug }) => ({ lang, slug })));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { lang, slug } = await params;
  const template = getTemplate(slug);
  return {
    title: createT(lang)('templates.source.title').replace('{title}', template.title),
    description: template.description,
  };
}

/** A template's files, highlighted and copyable. */
export default async function TemplateSourcePage({ params }: { params: Params }) {
  const { lang, slug } = await params;
  const shell = templateShell(lang, `/x/templates/${slug}/source`);
  return (
    <DocsShell {...shell}>
      <TemplateSource
        template={getTemplate(slug)}
        files={await loadTemplateSources(slug)}
        galleryHref={localizePath('/x/templates', shell.lang)}
        t={createT(shell.lang)}
      />
    </DocsShell>
  );
}
