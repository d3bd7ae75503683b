// @vitest-environment jsdom
import * as React from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  UserLanguageProvider,
  useSetUserLanguage,
  useTranslate,
  useUserLanguage,
} from './user-language.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  const t = useTranslate();
  const lang = useUserLanguage();
  const setLang = useSetUserLanguage();
  return (
    <button type="button" onClick={() => setLang(lang === 'en' ? 'zh' : 'en')}>
      {`${lang}:${t('api-docs.props')}`}
    </button>
  );
}

describe('UserLanguageProvider', () => {
  let container: HTMLDivElement | undefined;
  afterEach(() => container?.remove());

  it('starts from the passed-in default language', () => {
    const html = renderToString(
      <UserLanguageProvider defaultUserLanguage="zh">
        <Probe />
      </UserLanguageProvider>,
    );
    expect(html).toContain('zh:属性');
  });

  it('defaults to English outside a provider', () => {
    expect(renderToString(<Probe />)).toContain('en:Props');
  });

  it('changes language on request', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <UserLanguageProvider defaultUserLanguage="en">
          <Probe />
        </UserLanguageProvider>,
      );
    });
    expect(container.textContent).toBe('en:Props');
    await act(async () => container?.querySelector('button')?.click());
    expect(container.textContent).toBe('zh:属性');
    await act(async () => root.unmount());
  });
});
