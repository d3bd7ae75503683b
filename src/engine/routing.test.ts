import { describe, expect, it } from 'vitest';
import { routeRequest } from './routing';

describe('request routing', () => {
  it('rewrites unprefixed paths to the English tree', () => {
    expect(routeRequest('/x/introduction')).toEqual({ type: 'rewrite', pathname: '/en/x/introduction' });
    expect(routeRequest('/playground/grid')).toEqual({ type: 'rewrite', pathname: '/en/playground/grid' });
  });
  it('serves prefixed Chinese paths as they are', () => {
    expect(routeRequest('/zh/x/introduction')).toEqual({ type: 'pass' });
  });
  it('redirects /en paths to their unprefixed URL', () => {
    expect(routeRequest('/en/x/introduction')).toEqual({ type: 'redirect', pathname: '/x/introduction' });
  });
  it('never serves the blog under a language', () => {
    expect(routeRequest('/zh/blog/post')).toEqual({ type: 'redirect', pathname: '/blog/post' });
  });
  it('leaves trailing-slash URLs to the framework redirect', () => {
    expect(routeRequest('/x/introduction/')).toEqual({ type: 'pass' });
  });
});
