import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdConfigProvider, useAdConfig } from './ad-config.client';

function ShowRate() {
  return <span>{useAdConfig().displaySampleRate}</span>;
}

describe('ad config context', () => {
  it('throws outside its provider', () => {
    expect(() => renderToString(<ShowRate />)).toThrow('Could not find docs ad config context value');
  });

  it('gives the provided value inside', () => {
    const html = renderToString(
      <AdConfigProvider value={{ displaySampleRate: 0.1, feedUrl: 'f', scriptUrl: 's', inHouseAds: [] }}>
        <ShowRate />
      </AdConfigProvider>,
    );
    expect(html).toContain('0.1');
  });
});
