import type { Metadata } from 'next';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { TEMPLATES, getTemplate } from '@/engine/templates/templates';
import { TEMPLATE_COMPONENTS } from '@/components/templates/template-registry';

export const dynamicParams = false;

type Params = Promise<{ lang: string; slug: string }>;

/** Templates are English only. */
export function generateStaticParams() {
  return TEMPLATES.map(({ slug }) => ({ lang: 'en', slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const template = getTemplate(slug);
  return { title: `${template.title} template`, description: template.description };
}

/** One template, full page, without the docs shell. */
export default async function TemplatePage({ params }: { params: Params }) {
  const { slug } = await params;
  const Template = TEMPLATE_COMPONENTS[getTemplate(slug).slug];
  return (
    <>
      {/* Applies the stored light/dark choice before paint, like the site's own mode script. */}
      <InitColorSchemeScript
        attribute="data-tpl-scheme"
        modeStorageKey="tpl-mode"
        colorSchemeStorageKey="tpl-color-scheme"
      />
      <Template />
    </>
  );
}
