import type { Metadata } from 'next';
import { LANGUAGES, isLang } from '@/engine/paths';
import { PLAYGROUNDS } from '@/engine/playground';
import { createT } from '@/engine/i18n/translate';
import { DemoIsland } from '@/components/demo/demo-island.client';

export const dynamicParams = false;

type Params = Promise<{ lang: string; name: string }>;

export function generateStaticParams() {
  return LANGUAGES.flatMap((lang) => Object.keys(PLAYGROUNDS).map((name) => ({ lang, name })));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { name } = await params;
  return { title: PLAYGROUNDS[name].title, robots: { index: false } };
}

/** A demo alone on the page: no header, sidebar or footer. */
export default async function Playground({ params }: { params: Params }) {
  const { lang, name } = await params;
  const t = createT(isLang(lang) ? lang : 'en');
  return (
    <main className="playground" aria-label={PLAYGROUNDS[name].title}>
      <DemoIsland
        id={PLAYGROUNDS[name].demo}
        minHeight={480}
        labels={{ loading: t('demo.loading'), error: t('demo.error'), reset: t('demo.reset') }}
      />
    </main>
  );
}
