import { describe, expect, it } from 'vitest';
import { feedEntryToAd, pickFeedEntry, pixelUrls } from './feed';
import { fetchFeedEntry } from './fetch-feed';

const entry = {
  company: 'Acme',
  description: 'Fast builds.',
  image: 'https://cdn.example.com/acme.png',
  statlink: 'https://ads.example.com/click/1',
  statimp: 'https://ads.example.com/imp/1',
  pixel: 'https://p1.example.com/a?t=[timestamp]||https://p2.example.com/b?ts=[timestamp]&x=[timestamp]',
  timestamp: '1700000000',
};

describe('pickFeedEntry', () => {
  it('takes the first entry that has a statlink', () => {
    const picked = pickFeedEntry({ ads: [{}, { company: 'Empty' }, entry, { ...entry, company: 'Later' }] });
    expect(picked?.company).toBe('Acme');
  });
  it('yields nothing for an empty or malformed feed', () => {
    expect(pickFeedEntry({ ads: [{}, {}] })).toBeUndefined();
    expect(pickFeedEntry({ ads: 'nope' })).toBeUndefined();
    expect(pickFeedEntry(null)).toBeUndefined();
    expect(pickFeedEntry('text')).toBeUndefined();
  });
  it('skips entries whose statlink is not http(s)', () => {
    expect(pickFeedEntry({ ads: [{ ...entry, statlink: 'javascript:alert(1)' }] })).toBeUndefined();
  });
});

describe('feedEntryToAd', () => {
  it('maps the entry to the ad object', () => {
    expect(feedEntryToAd(entry)).toEqual({
      name: 'Acme',
      link: entry.statlink,
      img: entry.image,
      description: 'Fast builds.',
      poweredby: 'ad network',
      label: 'feed',
    });
  });
});

describe('pixelUrls', () => {
  it('splits on || and substitutes every timestamp', () => {
    expect(pixelUrls(entry)).toEqual([
      'https://p1.example.com/a?t=1700000000',
      'https://p2.example.com/b?ts=1700000000&x=1700000000',
    ]);
  });
  it('drops empty and unsafe parts', () => {
    expect(pixelUrls({ pixel: '||javascript:x||https://ok.example.com/p', timestamp: '1' })).toEqual([
      'https://ok.example.com/p',
    ]);
    expect(pixelUrls({})).toEqual([]);
  });
});

describe('fetchFeedEntry', () => {
  const respond = (json: unknown, ok = true) => Promise.resolve({ ok, json: () => Promise.resolve(json) });

  it('asks again while the feed has no usable entry, up to 10 times', async () => {
    let calls = 0;
    const result = await fetchFeedEntry('u', () => {
      calls += 1;
      return respond({ ads: [{}] });
    });
    expect(result).toBeUndefined();
    expect(calls).toBe(10);
  });
  it('returns the entry once one arrives', async () => {
    let calls = 0;
    const result = await fetchFeedEntry('u', () => {
      calls += 1;
      return respond(calls < 3 ? { ads: [] } : { ads: [entry] });
    });
    expect(result?.statlink).toBe(entry.statlink);
    expect(calls).toBe(3);
  });
  it('gives up at once on a failed request', async () => {
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new TypeError('network'));
    };
    expect(await fetchFeedEntry('u', failing)).toBeUndefined();
    expect(calls).toBe(1);
    expect(await fetchFeedEntry('u', () => respond({}, false))).toBeUndefined();
  });
});
