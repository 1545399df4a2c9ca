import { describe, expect, it } from 'vitest';
import { htmlSuffixScript } from './init-scripts';

describe("the not-found page's .html script", () => {
  const run = (href: string): string | undefined => {
    const url = new URL(href);
    let replaced: string | undefined;
    const location = { pathname: url.pathname, search: url.search, hash: url.hash, protocol: url.protocol, replace: (to: string) => (replaced = to) };
    new Function('location', htmlSuffixScript())(location);
    return replaced;
  };
  it.each([
    ['https://x.dev/configuration.html', '/configuration'],
    ['https://x.dev/docs/guide.html?q=1#part', '/docs/guide?q=1#part'],
    ['https://x.dev/docs/index.html', '/docs/'],
    ['https://x.dev/index.html', '/'],
    ['https://x.dev/v1/a.b.html', '/v1/a.b'],
    ['https://x.dev/no/such/page', undefined],
    ['https://x.dev/page.htm', undefined],
    ['https://x.dev/html', undefined],
    ['file:///tmp/build/a.html', undefined],
  ])('%s → %s', (href, to) => expect(run(href)).toBe(to));
});
