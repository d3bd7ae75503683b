import type { Metadata } from 'next';
import { LANGUAGES, isLang, localizePath } from '@/engine/shared/paths';
import { PLAYGROUNDS } from '@/engine/playground';
import { createT } from '@/engine/shared/i18n/translate';
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
  const language = isLang(lang) ? lang : 'en';
  const t = createT(language);
  const playground = PLAYGROUNDS[name];
  return (
    <main className="playground">
      <header className="playground-bar">
        <h1>{playground.title}</h1>
        <a href={localizePath(playground.page, language)}>{t('playground.back')}</a>
      </header>
      <DemoIsland
        id={playground.demo}
        minHeight={480}
        labels={{ loading: t('demo.loading'), error: t('demo.error'), reset: t('demo.reset') }}
      />
    </main>
  );
}
